import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useEscapeLayer } from '../escape-layers';
import { ModalDialog } from '../modal-dialog';

/** Stands in for the staff suggestion panel of the AI issue. */
function SuggestionPanel() {
  const [open, setOpen] = useState(true);
  useEscapeLayer(open, () => setOpen(false));
  return open ? <p>Suggestions</p> : null;
}

describe('ModalDialog with escape layers', () => {
  it('when a panel is open, then Escape closes the panel first and the modal next', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <ModalDialog labelledBy="title" onClose={onClose} closeLabel="Close">
        <h2 id="title">Ticket</h2>
        <SuggestionPanel />
      </ModalDialog>,
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByText('Suggestions')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
