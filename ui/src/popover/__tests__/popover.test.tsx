import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../button/button';
import { expectAccessible } from '../../testing/expect-accessible';
import { Popover } from '../popover';

function renderPopover() {
  render(
    <main>
      <Popover trigger="Canned answers">
        {(close) => <Button onClick={close}>Welcome</Button>}
      </Popover>
      <p>Elsewhere</p>
    </main>,
  );
  return screen.getByRole('button', { name: 'Canned answers' });
}

describe('Popover', () => {
  it('when its trigger is pressed, then a dialog named by it opens with focus inside', async () => {
    const trigger = renderPopover();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Canned answers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Welcome' })).toHaveFocus();
    await expectAccessible();
  });

  it('Escape closes it and focus goes back to the trigger', async () => {
    const trigger = renderPopover();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('a click outside closes it; an action inside can close it', async () => {
    const trigger = renderPopover();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Welcome' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
