import {
  LIVE_EVENTS,
  type PresencePerson,
  type TicketPresenceEvent,
  TYPING_SIGNAL_EVERY_MS,
} from '@portal/shared/contract';
import { sendLive, useLiveEvent, useLiveResync } from '@portal/shared/runtime/socket';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface TicketPresence {
  /** The other staff with the ticket open, named as this viewer may see them. */
  viewers: readonly PresencePerson[];
  /** Those of them writing a reply now. */
  typing: readonly PresencePerson[];
  /** For each change of the reply being written: says so at most every `TYPING_SIGNAL_EVERY_MS`. */
  signalTyping: () => void;
}

const NOBODY: Pick<TicketPresence, 'viewers' | 'typing'> = { viewers: [], typing: [] };

/**
 * While `enabled` (staff who may see who works on the ticket), tells the server the ticket is
 * open and hears who else has it open; closing the modal or losing the right closes it there.
 */
export function useTicketPresence(ticketId: number, enabled: boolean): TicketPresence {
  const [latest, setLatest] = useState<TicketPresenceEvent | null>(null);
  const lastTyping = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    sendLive(LIVE_EVENTS.ticketOpen, { ticketId });
    return () => {
      sendLive(LIVE_EVENTS.ticketClose, { ticketId });
      setLatest(null);
      lastTyping.current = 0;
    };
  }, [ticketId, enabled]);

  // A new connection is a new socket on the server, in no ticket's room: open it there again.
  useLiveResync(() => {
    if (!enabled) return;
    lastTyping.current = 0;
    sendLive(LIVE_EVENTS.ticketOpen, { ticketId });
  });

  useLiveEvent(LIVE_EVENTS.ticketPresence, (event) => {
    if (!enabled || event.ticketId !== ticketId) return;
    // Every instance repeats it now and then: the same again re-renders nothing.
    setLatest((current) => (JSON.stringify(current) === JSON.stringify(event) ? current : event));
  });

  const signalTyping = useCallback(() => {
    if (!enabled) return;
    const now = Date.now();
    if (now - lastTyping.current < TYPING_SIGNAL_EVERY_MS) return;
    lastTyping.current = now;
    sendLive(LIVE_EVENTS.ticketTyping, { ticketId });
  }, [enabled, ticketId]);

  const shown = enabled && latest?.ticketId === ticketId ? latest : NOBODY;
  return { viewers: shown.viewers, typing: shown.typing, signalTyping };
}
