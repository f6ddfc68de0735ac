import { type Group, LIMITS } from '@portal/shared/contract';
import { useState } from 'react';
import { useCreateTicket } from '../api/create-ticket';
import { EMPTY_DRAFT, type FieldError, NO_ERRORS, type TicketDraft } from '../rules/ticket-draft';
import { validateTicket } from '../rules/validate-ticket';

type ListKey = 'attachments' | 'reportPartners';
const LIST_MAX: Record<ListKey, number> = {
  attachments: LIMITS.attachmentsMax,
  reportPartners: LIMITS.partnersMax,
};

/**
 * Draft, errors and submit of the create form. Errors appear after the first attempt to send
 * and then follow every keystroke, so a fixed field clears at once.
 */
export function useCreateTicketForm(
  groups: readonly Group[],
  isWebClient: boolean,
  onCreated: (ticketId: number) => void,
) {
  const [draft, setDraft] = useState<TicketDraft>(EMPTY_DRAFT);
  const [attempted, setAttempted] = useState(false);
  /** `error_title`: a public event asked for the calendar before it had a title. */
  const [titleNeeded, setTitleNeeded] = useState(false);
  const { submit, submitting } = useCreateTicket();

  const group = groups.find((item) => item.key === draft.group);
  const category = group?.categories.find((item) => item.key === draft.category);
  const validation = validateTicket(draft, { group, category, isWebClient, now: Date.now() });
  const errors = attempted ? validation.errors : NO_ERRORS;
  const titleError: FieldError | undefined =
    errors.title ?? (titleNeeded && !draft.title.trim() ? { key: 'error_title' } : undefined);

  const update = (changes: Partial<TicketDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));

  const chooseGroup = (key: string) => {
    const chosen = groups.find((item) => item.key === key);
    // A group that needs attachments starts with one address box to fill in.
    update({ ...EMPTY_DRAFT, group: key, attachments: chosen?.requireAttachments ? [''] : [] });
    setTitleNeeded(false);
  };
  const chooseCategory = (key: string) =>
    update({ category: key, inputFields: {}, brokenRules: [], secondaryRules: [] });
  const setField = (title: string, value: string) =>
    setDraft((current) => ({
      ...current,
      inputFields: { ...current.inputFields, [title]: value },
    }));
  const addEntry = (list: ListKey) =>
    setDraft((current) =>
      current[list].length >= LIST_MAX[list]
        ? current
        : { ...current, [list]: [...current[list], ''] },
    );
  const setEntry = (list: ListKey, index: number, value: string) =>
    setDraft((current) => ({
      ...current,
      [list]: current[list].map((item, at) => (at === index ? value : item)),
    }));
  const removeEntry = (list: ListKey, index: number) =>
    setDraft((current) => ({ ...current, [list]: current[list].filter((_, at) => at !== index) }));
  const toggleRule = (list: 'brokenRules' | 'secondaryRules', key: string, on: boolean) =>
    setDraft((current) => ({
      ...current,
      [list]: on ? [...current[list], key] : current[list].filter((item) => item !== key),
    }));

  /** The public event's frames open only once there is a title, which is then uppercased. */
  const claimEventTitle = (): string | null => {
    const title = draft.title.trim().toUpperCase();
    if (!title) {
      setTitleNeeded(true);
      return null;
    }
    update({ title });
    return title;
  };

  const send = async () => {
    setAttempted(true);
    if (!validation.valid || submitting) return;
    try {
      const { ticketId } = await submit(validation.body);
      setDraft(EMPTY_DRAFT);
      setAttempted(false);
      setTitleNeeded(false);
      onCreated(ticketId);
    } catch {
      // The api client showed the server's message; the draft stays for another try.
    }
  };

  return {
    draft,
    group,
    category,
    errors: { ...errors, title: titleError },
    submitting,
    update,
    chooseGroup,
    chooseCategory,
    setField,
    addEntry,
    setEntry,
    removeEntry,
    toggleRule,
    claimEventTitle,
    send,
  };
}
