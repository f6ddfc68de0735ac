import { setLanguage } from '@portal/shared/runtime/i18n';
import { act, render, screen } from '@testing-library/react';
import { expectAccessible } from '../../testing/expect-accessible';
import { AccountMarks } from '../account-marks';

describe('AccountMarks', () => {
  afterEach(async () => {
    await act(() => setLanguage('es', false));
  });

  it('names each mark and shows the same text as its tooltip, in Spanish by default', async () => {
    render(
      <p>
        player9
        <AccountMarks online important />
      </p>,
    );
    const online = screen.getByRole('img', { name: 'En línea' });
    const important = screen.getByRole('img', { name: 'Importante' });
    expect(online.tagName.toLowerCase()).toBe('svg');
    expect(online.parentElement).toHaveAttribute('title', 'En línea');
    expect(important.parentElement).toHaveAttribute('title', 'Importante');
    await expectAccessible();
  });

  it('follows the page language', async () => {
    await act(() => setLanguage('en', false));
    render(<AccountMarks online important={false} />);
    expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Important' })).not.toBeInTheDocument();
    await expectAccessible();
  });

  it('shows nothing for someone neither online nor important', () => {
    const { container } = render(<AccountMarks online={false} important={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
