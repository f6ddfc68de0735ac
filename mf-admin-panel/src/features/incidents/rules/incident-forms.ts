import {
  type CreateIncidentBody,
  calls,
  type IncidentEntryBody,
  type IncidentStatus,
} from '@portal/shared/contract';

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

type Checked<Body, Field extends string> =
  | { body: Body; issues?: undefined }
  | { body?: undefined; issues: Partial<Record<Field, true>> };

function timeOf(value: string): number | undefined {
  return value === '' ? undefined : new Date(value).getTime();
}

function issuesOf<Field extends string>(
  paths: ReadonlyArray<PropertyKey | undefined>,
  fields: readonly Field[],
): Partial<Record<Field, true>> {
  const issues: Partial<Record<Field, true>> = {};
  for (const path of paths) {
    const field = fields.find((each) => each === path);
    if (field) issues[field] = true;
  }
  return issues;
}

export function checkIncidentForm(
  form: IncidentForm,
): Checked<CreateIncidentBody, 'title' | 'description' | 'createdAt'> {
  const parsed = calls.createIncident.body.safeParse({
    ...form,
    createdAt: timeOf(form.createdAt),
  });
  if (parsed.success) return { body: parsed.data };
  const paths = parsed.error.issues.map((issue) => issue.path[0]);
  return { issues: issuesOf(paths, ['title', 'description', 'createdAt'] as const) };
}

export function checkEntryForm(
  form: EntryForm,
): Checked<IncidentEntryBody, 'author' | 'message' | 'createdAt'> {
  const parsed = calls.addIncidentEntry.body.safeParse({
    ...form,
    createdAt: timeOf(form.createdAt),
  });
  if (parsed.success) return { body: parsed.data };
  const paths = parsed.error.issues.map((issue) => issue.path[0]);
  return { issues: issuesOf(paths, ['author', 'message', 'createdAt'] as const) };
}

/** An edited message, as the server takes it: undefined when it is blank (or too long). */
export function checkEditedMessage(message: string): string | undefined {
  const parsed = calls.editIncidentEntry.body.safeParse({ message });
  return parsed.success ? parsed.data.message : undefined;
}
