import { LIMITS } from '@portal/shared/contract';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { act, render } from '@testing-library/react';
import { useMarkAsRead } from '../hooks/use-mark-as-read';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

function ReadMarker({ ticketId }: { ticketId: number }) {
  useMarkAsRead(ticketId);
  return null;
}

describe('useMarkAsRead', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fakeSocket.sent.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('when open, then the ticket is marked read at once (as the connection opens) and every 30 s until closed', async () => {
    const { unmount } = render(<ReadMarker ticketId={7} />);
    // The page's live connection opens at the first idle moment, then sends what was asked of it.
    await act(() => jest.advanceTimersByTimeAsync(0));
    const marks = () => fakeSocket.sent.filter(([event]) => event === 'mark-ticket-as-read');
    expect(marks()).toEqual([['mark-ticket-as-read', { ticketId: 7 }]]);

    act(() => jest.advanceTimersByTime(LIMITS.markAsReadIntervalMs - 1));
    expect(marks()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(marks()).toHaveLength(2);

    unmount();
    act(() => jest.advanceTimersByTime(LIMITS.markAsReadIntervalMs * 3));
    expect(marks()).toHaveLength(2);
  });
});
