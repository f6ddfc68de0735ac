import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from '../../button/button';
import { ConfirmDialog } from '../../confirm-dialog/confirm-dialog';
import { Modal } from '../../modal/modal';
import { expectAccessible } from '../../testing/expect-accessible';
import { InlineDialog } from '../inline-dialog';

function Page({ onModalClose = jest.fn() }: { onModalClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal open onClose={onModalClose} title="Ticket">
      <p>Thread</p>
      <InlineDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Suggestions"
        anchorRefs={[openerRef]}
        returnFocusRef={inputRef}
        closeLabel="Close suggestions"
      >
        <Button onClick={() => setConfirming(true)}>Ask</Button>
      </InlineDialog>
      <textarea ref={inputRef} aria-label="Comment" />
      <Button ref={openerRef} onClick={() => setOpen(!open)}>
        Open suggestions
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Sure?"
        message="Really"
        onCancel={() => setConfirming(false)}
        onConfirm={() => setConfirming(false)}
      />
    </Modal>
  );
}

async function openPanel() {
  const user = userEvent.setup();
  const onModalClose = jest.fn();
  render(<Page onModalClose={onModalClose} />);
  await user.click(screen.getByRole('button', { name: 'Open suggestions' }));
  return { user, onModalClose, panel: screen.getByRole('dialog', { name: 'Suggestions' }) };
}

describe('InlineDialog', () => {
  it('when opened, then a dialog named by its heading takes focus', async () => {
    const { panel } = await openPanel();
    expect(panel).toHaveFocus();
    expect(panel).not.toHaveAttribute('aria-modal');
    await expectAccessible();
  });

  it('when Escape is pressed inside a modal, then it closes first and focus goes to the return target', async () => {
    const { user, onModalClose } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Suggestions' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    expect(onModalClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onModalClose).toHaveBeenCalledTimes(1);
  });

  it('when its close button is pressed, then it closes and focus goes to the return target', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Close suggestions' }));
    expect(screen.queryByRole('dialog', { name: 'Suggestions' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
  });

  it('when a dialog opens above it, then Escape closes that one first', async () => {
    const { user, panel } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(panel).toBeInTheDocument();
  });

  it('when pressed outside, then it closes and the modal stays; its opener toggles it', async () => {
    const { user, onModalClose } = await openPanel();
    await user.click(screen.getByText('Thread'));
    expect(screen.queryByRole('dialog', { name: 'Suggestions' })).not.toBeInTheDocument();
    expect(onModalClose).not.toHaveBeenCalled();

    const opener = screen.getByRole('button', { name: 'Open suggestions' });
    await user.click(opener);
    await user.click(opener);
    expect(screen.queryByRole('dialog', { name: 'Suggestions' })).not.toBeInTheDocument();
  });
});
