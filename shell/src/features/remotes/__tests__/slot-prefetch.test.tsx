import { setLanguage } from '@portal/shared/runtime/i18n';
import { prefetchSlot } from '@portal/shared/runtime/slot-prefetch';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { loadRemoteComponent } from '../remote-loader';
import { RemoteSlot } from '../remote-slot';
import { useSlotPrefetch } from '../slot-prefetch';

jest.mock('../remote-loader', () => ({ loadRemoteComponent: jest.fn() }));

const loader = jest.mocked(loadRemoteComponent);

function TicketModal() {
  return <p>ticket modal</p>;
}

beforeEach(async () => {
  loader.mockReset();
  await setLanguage('en', false);
});

test('a slot fetched ahead loads once: its first showing takes that load', async () => {
  loader.mockResolvedValue(TicketModal as ComponentType<unknown>);
  const provider = renderHook(() => useSlotPrefetch('browser'));
  prefetchSlot('ticketModal');
  await waitFor(() =>
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ scope: 'mf_ticket_detail' })),
  );

  render(
    <RemoteSlot
      name="ticketModal"
      props={{ ticketId: 3, onClose: () => {} }}
      clientMode="browser"
    />,
  );
  expect(await screen.findByText('ticket modal')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(1);
  provider.unmount();
});

test('without the shell listening (a remote alone), asking ahead fetches nothing', () => {
  prefetchSlot('ticketModal');
  expect(loader).not.toHaveBeenCalled();
});
