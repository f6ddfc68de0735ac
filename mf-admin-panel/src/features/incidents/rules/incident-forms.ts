import {
  type CreateIncidentBody,
  calls,
  type IncidentEntryBody,
  type IncidentStatus,
} from '@portal/shared/contract';
import { callSchemas } from '@portal/shared/contract/schemas';
import { checkForm } from '../../../components/check-form';

// The forms checked with the contract's own schemas (the server's); the screens say each broken
// field in the page language. Times are the text of a `datetime-local` field (the user's zone),
// empty meaning now.

export interface IncidentForm {
  title: string;
  description: string;
  status: IncidentStatus;
  createdAt: string;
}

export const EMPTY_INCIDENT_FORM: IncidentForm = {
  title: '',
  description: '',
  status: 'open',
  createdAt: '',
};

export interface EntryForm {
  author: string;
  message: string;
  createdAt: string;
}

export const EMPTY_ENTRY_FORM: EntryForm = { author: '', message: '', createdAt: '' };

function timeOf(value: string): number | undefined {
  return value === '' ? undefined : new Date(value).getTime();
}

export function checkIncidentForm(form: IncidentForm) {
  return checkForm<CreateIncidentBody, 'title' | 'description' | 'createdAt'>(
    callSchemas(calls.createIncident).body,
    { ...form, createdAt: timeOf(form.createdAt) },
    ['title', 'description', 'createdAt'],
  );
}

export function checkEntryForm(form: EntryForm) {
  return checkForm<IncidentEntryBody, 'author' | 'message' | 'createdAt'>(
    callSchemas(calls.addIncidentEntry).body,
    { ...form, createdAt: timeOf(form.createdAt) },
    ['author', 'message', 'createdAt'],
  );
}

/** An edited message, as the server takes it: undefined when it is blank (or too long). */
export function checkEditedMessage(message: string): string | undefined {
  const parsed = callSchemas(calls.editIncidentEntry).body.safeParse({ message });
  return parsed.success ? parsed.data.message : undefined;
}
