import {
  canSeeTicketPresence,
  type PresencePerson,
  type TicketPresenceEvent,
} from '@portal/shared/contract';
import type { TicketRecord } from '../domain/ticket-record';
import type { SessionViewer } from '../identity/viewer';
import type { Pseudonyms } from '../identity/visual-ids';
import { presentPublicAccount } from '../presenters/account-presenter';
import { disclosureFor } from '../presenters/people-view';
import { peopleViewOn } from '../services/tickets/ticket-access';

/** One socket in a ticket's viewers room, on whichever instance. */
export interface PresenceSocket {
  id: string;
  viewer: SessionViewer;
  typing: boolean;
}

export interface PresenceDelivery {
  /** Every socket of one account: it is told about everyone else. */
  socketIds: string[];
  event: TicketPresenceEvent;
}

export interface PresenceDeliveries {
  /** Sockets that may no longer see the ticket's presence (handed on, rights changed). */
  outsiders: string[];
  deliveries: PresenceDelivery[];
}

interface PresentAccount {
  viewer: SessionViewer;
  socketIds: string[];
  typing: boolean;
}

const byName = (a: PresencePerson, b: PresencePerson) => a.name.localeCompare(b.name);

/**
 * What each account with the ticket open is told: the others with it open (an account counts
 * once however many tabs it has), named as that account may see them on this ticket.
 */
export function presenceDeliveries(
  sockets: readonly PresenceSocket[],
  record: TicketRecord,
  pseudonyms: Pseudonyms,
): PresenceDeliveries {
  const outsiders: string[] = [];
  const accounts = new Map<number, PresentAccount>();
  for (const socket of sockets) {
    if (!canSeeTicketPresence(socket.viewer, record.group, record.facts)) {
      outsiders.push(socket.id);
      continue;
    }
    const account = accounts.get(socket.viewer.id) ?? {
      viewer: socket.viewer,
      socketIds: [],
      typing: false,
    };
    account.socketIds.push(socket.id);
    account.typing ||= socket.typing;
    accounts.set(socket.viewer.id, account);
  }
  const present = [...accounts.values()];
  const deliveries = present.map((recipient): PresenceDelivery => {
    const view = peopleViewOn(record, disclosureFor(recipient.viewer, record.group, record.facts));
    const others = present.filter((account) => account.viewer.id !== recipient.viewer.id);
    const person = (account: PresentAccount): PresencePerson => {
      const shown = presentPublicAccount(account.viewer, view, pseudonyms);
      // Staff not allowed real names here (assigned, not an admin of the group) get the pseudonym.
      return { name: shown.name ?? shown.visualId, visualId: shown.visualId };
    };
    return {
      socketIds: recipient.socketIds,
      event: {
        ticketId: record.row.id,
        viewers: others.map(person).sort(byName),
        typing: others
          .filter((account) => account.typing)
          .map(person)
          .sort(byName),
      },
    };
  });
  return { outsiders, deliveries };
}
