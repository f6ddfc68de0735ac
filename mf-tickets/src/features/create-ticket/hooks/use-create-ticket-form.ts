import type { Group } from '@portal/shared/contract';
import { useState } from 'react';
import { useCreateTicket } from '../api/create-ticket';
import {
  type SupportTicketDraft,
  type SupportTicketErrors,
  validateSupportTicket,
} from '../rules/validate-support-ticket';

const EMPTY_DRAFT: SupportTicketDraft = { group: '', category: '', title: '', inputFields: {} };

/**
 * Draft, errors and submit of the support-ticket form. Errors appear after the first attempt to
 * send and then follow every keystroke, so a fixed field clears at once.
 */
export function useCreateTicketForm(
  groups: readonly Group[],
  onCreated: (ticketId: number) => void,
) {
  const [draft, setDraft] = useState<SupportTicketDraft>(EMPTY_DRAFT);
  const [attempted, setAttempted] = useState(false);
  const { submit, submitting } = useCreateTicket();

  const group = groups.find((item) => item.key === draft.group);
  const category = group?.categories.find((item) => item.key === draft.category);
  const validation = validateSupportTicket(draft, category);
  const noErrors: SupportTicketErrors = { fields: {} };

  const chooseGroup = (key: string) =>
    setDraft((current) => ({ ...current, group: key, category: '', inputFields: {} }));
  const chooseCategory = (key: string) =>
    setDraft((current) => ({ ...current, category: key, inputFields: {} }));
  const setTitle = (title: string) => setDraft((current) => ({ ...current, title }));
  const setField = (title: string, value: string) =>
    setDraft((current) => ({
      ...current,
      inputFields: { ...current.inputFields, [title]: value },
    }));

  const send = async () => {
    setAttempted(true);
    if (!validation.valid || submitting) return;
    try {
      const { ticketId } = await submit(validation.body);
      setDraft(EMPTY_DRAFT);
      setAttempted(false);
      onCreated(ticketId);
    } catch {
      // The api client showed the server's message; the draft stays for another try.
    }
  };

  return {
    draft,
    group,
    category,
    errors: attempted ? validation.errors : noErrors,
    submitting,
    chooseGroup,
    chooseCategory,
    setTitle,
    setField,
    send,
  };
}
