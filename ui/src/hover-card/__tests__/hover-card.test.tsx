import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../modal/modal';
import { expectAccessible } from '../../testing/expect-accessible';
import { HoverCard } from '../hover-card';

function renderCard() {
  render(
    <HoverCard trigger="player1" openDelay={300}>
      {() => <span>Level 12 · Faction Blue</span>}
    </HoverCard>,
  );
  return screen.getByRole('button', { name: 'player1' });
}

describe('HoverCard', () => {
  afterEach(() => jest.useRealTimers());

  it('when hovered, then it opens after its delay and describes the trigger', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const trigger = renderCard();
    await user.hover(trigger);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Level 12');
    expect(trigger).toHaveAccessibleDescription('Level 12 · Faction Blue');
    await user.unhover(trigger);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('when focused by keyboard, then it opens; blur closes it', async () => {
    renderCard();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await expectAccessible();
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('inside a modal, Escape closes the card first and the modal only on a second press', async () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Ticket" onClose={onClose}>
        <HoverCard trigger="player1" openDelay={0}>
          {() => 'Level 12'}
        </HoverCard>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'player1' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
