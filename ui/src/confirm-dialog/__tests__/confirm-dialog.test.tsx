import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAccessible } from '../../testing/expect-accessible';
import { ConfirmDialog } from '../confirm-dialog';

function renderConfirm(variant: 'default' | 'danger' = 'default') {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      variant={variant}
      title="Delete token"
      message="This action cannot be undone."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message', async () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete token' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
    await expectAccessible();
  });

  it('when confirmed, then calls onConfirm only', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('when cancelled with the button or Escape, then calls onCancel only', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the danger variant paints confirm red and starts on Cancel', () => {
    renderConfirm('danger');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('portal-button-danger');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });
});
