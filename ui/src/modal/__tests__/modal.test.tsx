import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../../button/button';
import { expectAccessible } from '../../testing/expect-accessible';
import { Modal } from '../modal';

/** A page with a button that opens a dialog, which can open a second dialog on top. */
function Page({ onOuterClose = () => {} }: { onOuterClose?: () => void }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <main>
      <Button onClick={() => setOuter(true)}>Open ticket</Button>
      <p>Behind the dialog</p>
      <Modal
        open={outer}
        title="Ticket #7"
        onClose={() => {
          onOuterClose();
          setOuter(false);
        }}
        footer={<Button onClick={() => setInner(true)}>Delete</Button>}
      >
        <input aria-label="Comment" />
      </Modal>
      <Modal open={inner} title="Are you sure?" size="sm" onClose={() => setInner(false)}>
        <Button>Inner action</Button>
      </Modal>
    </main>
  );
}

/** A dialog whose only button is replaced by a text once pressed (like "Take ticket"). */
function OneShotAction({ onClose }: { onClose: () => void }) {
  const [done, setDone] = useState(false);
  return (
    <Modal open title="Ticket #7" onClose={onClose}>
      {done ? <p>Taken</p> : <Button onClick={() => setDone(true)}>Take</Button>}
    </Modal>
  );
}

async function openTicket() {
  await userEvent.click(screen.getByRole('button', { name: 'Open ticket' }));
  return screen.getByRole('dialog', { name: 'Ticket #7' });
}

describe('Modal', () => {
  it('when opened, then it is a labelled modal dialog on document.body with focus inside', async () => {
    const { container } = render(<Page />);
    const dialog = await openTicket();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await expectAccessible();
  });

  it('Tab and Shift+Tab cycle inside the dialog', async () => {
    render(<Page />);
    await openTicket();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(comment).toHaveFocus();
    await userEvent.tab();
    expect(remove).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(remove).toHaveFocus();
  });

  it('Escape closes only the top-most dialog, then the next, and focus returns to each opener', async () => {
    render(<Page />);
    await openTicket();
    const remove = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(remove);
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ticket #7' })).toBeInTheDocument();
    expect(remove).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open ticket' })).toHaveFocus();
  });

  it('a click outside closes it; a click inside does not', async () => {
    const onOuterClose = jest.fn();
    render(<Page onOuterClose={onOuterClose} />);
    await openTicket();
    await userEvent.click(screen.getByRole('textbox', { name: 'Comment' }));
    expect(onOuterClose).not.toHaveBeenCalled();
    await userEvent.click(document.querySelector('.portal-modal-backdrop') as Element);
    expect(onOuterClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click outside the top dialog closes it and leaves the one under it open', async () => {
    const onOuterClose = jest.fn();
    render(<Page onOuterClose={onOuterClose} />);
    await openTicket();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const backdrops = document.querySelectorAll('.portal-modal-backdrop');
    await userEvent.click(backdrops[1] as Element);
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('the close button names itself with the caller text and closes', async () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Help" closeLabel="Close help" onClose={onClose}>
        text
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close help' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('focus that leaves the dialog is brought back', async () => {
    render(<Page />);
    const dialog = await openTicket();
    act(() => screen.getByRole('button', { name: 'Open ticket' }).focus());
    expect(dialog).toHaveFocus();
  });

  it('focus that moves into a panel floating above the layers stays there, and a press there keeps the dialog open', async () => {
    const onOuterClose = jest.fn();
    render(
      <>
        <Page onOuterClose={onOuterClose} />
        <aside data-portal-outside-layers="">
          <textarea aria-label="Ask the assistant" />
        </aside>
      </>,
    );
    const dialog = await openTicket();
    const assistant = screen.getByRole('textbox', { name: 'Ask the assistant' });
    await userEvent.click(assistant);
    expect(assistant).toHaveFocus();
    expect(dialog).toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'Open ticket' }).focus());
    expect(dialog).toHaveFocus();
  });

  it('when the focused button goes away after its action, then focus returns to the dialog and Escape still closes it', async () => {
    const onClose = jest.fn();
    render(<OneShotAction onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Take' }));

    await screen.findByText('Taken');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
