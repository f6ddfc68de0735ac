import { type CreateTicketInput, calls } from '@portal/shared/contract';
import { useMutation } from '@portal/shared/runtime/use-mutation';
import { useCallback } from 'react';

/**
 * POST /ticket → `{ ticketId }`; `submit` rejects when it fails (the form keeps its draft).
 * It changes no cached entry: the new ticket reaches the lists through the form and live events.
 */
export function useCreateTicket() {
  const { trigger, busy } = useMutation(calls.createTicket, { throwOnError: true });
  const submit = useCallback((body: CreateTicketInput) => trigger({ body }), [trigger]);
  return { submit, submitting: busy };
}
