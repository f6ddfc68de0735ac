import { calls } from '@portal/shared/contract';
import { answeredTicket } from '@portal/shared/runtime/ticket-changes';
import { useMutation } from '@portal/shared/runtime/use-mutation';
import { useViewerAsAccount } from '../../../components/use-viewer-as-account';

/** POST /takeTicket {ticketId} → the ticket: the viewer shows among the assignees at once. */
export function useTakeTicket() {
  const viewer = useViewerAsAccount();
  return useMutation(calls.takeTicket, {
    optimistic: answeredTicket((ticket) =>
      viewer ? { ...ticket, assignees: [...ticket.assignees, viewer] } : ticket,
    ),
  });
}
