import { type CreateTicketInput, calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { useCallback, useState } from 'react';

/** POST /ticket → `{ ticketId }`. A mutation: it has no cache key of its own. */
export function createTicket(body: CreateTicketInput) {
  return callApi(calls.createTicket, { body });
}

export function useCreateTicket() {
  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback(async (body: CreateTicketInput) => {
    setSubmitting(true);
    try {
      return await createTicket(body);
    } finally {
      setSubmitting(false);
    }
  }, []);
  return { submit, submitting };
}
