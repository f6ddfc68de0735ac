import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAccessible } from '../../testing/expect-accessible';
import { ChoiceDialog } from '../choice-dialog';

function renderChoices() {
  const onChoose = jest.fn();
  const onCancel = jest.fn();
  render(
    <ChoiceDialog
      open
      title="Report resolution"
      message="Choose how the report is resolved."
      choices={[
        { value: 'invalid', label: 'Invalid' },
        { value: 'valid', label: 'Valid', primary: true },
      ]}
      onChoose={onChoose}
      onCancel={onCancel}
    />,
  );
  return { onChoose, onCancel };
}

describe('ChoiceDialog', () => {
  it('is an alertdialog named by its title, described by its message, starting on Cancel', async () => {
    renderChoices();
    const dialog = screen.getByRole('alertdialog', { name: 'Report resolution' });
    expect(dialog).toHaveAccessibleDescription('Choose how the report is resolved.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Valid' })).toHaveClass('portal-button-primary');
    await expectAccessible();
  });

  it('when a choice is clicked, then calls onChoose with its value only', async () => {
    const { onChoose, onCancel } = renderChoices();
    await userEvent.click(screen.getByRole('button', { name: 'Invalid' }));
    expect(onChoose).toHaveBeenCalledWith('invalid');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('when cancelled with the button or Escape, then calls onCancel only', async () => {
    const { onChoose, onCancel } = renderChoices();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
