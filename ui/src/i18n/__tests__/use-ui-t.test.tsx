import { setLanguage } from '@portal/shared/runtime/i18n';
import { act, render, screen } from '@testing-library/react';
import { Modal } from '../../modal/modal';
import { uiTranslations } from '../ui-texts';

describe('the kit texts', () => {
  afterEach(async () => {
    await act(() => setLanguage('es', false));
  });

  it('are Spanish by default and follow the page language', async () => {
    render(
      <Modal open title="Ticket" onClose={() => {}}>
        body
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    await act(() => setLanguage('en', false));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('have the same keys in both languages', () => {
    expect(Object.keys(uiTranslations.en).sort()).toEqual(Object.keys(uiTranslations.es).sort());
  });
});
