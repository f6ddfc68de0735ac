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

/** A contract body schema, as far as a form needs it. */
interface BodySchema<Body> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Body }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[] }> } };
}

function timeOf(value: string): number | undefined {
  return value === '' ? undefined : new Date(value).getTime();
}

/** The body to send, or which of `fields` break the schema. */
function checkForm<Body, Field extends string>(
  schema: BodySchema<Body>,
  form: { createdAt: string },
  fields: readonly Field[],
): Checked<Body, Field> {
  const parsed = schema.safeParse({ ...form, createdAt: timeOf(form.createdAt) });
  if (parsed.success) return { body: parsed.data };
  const issues: Partial<Record<Field, true>> = {};
  for (const issue of parsed.error.issues) {
    const field = fields.find((each) => each === issue.path[0]);
    if (field) issues[field] = true;
  }
  return { issues };
}

export function checkIncidentForm(form: IncidentForm) {
  return checkForm<CreateIncidentBody, 'title' | 'description' | 'createdAt'>(
    calls.createIncident.body,
    form,
    ['title', 'description', 'createdAt'],
  );
}

export function checkEntryForm(form: EntryForm) {
  return checkForm<IncidentEntryBody, 'author' | 'message' | 'createdAt'>(
    calls.addIncidentEntry.body,
    form,
    ['author', 'message', 'createdAt'],
  );
}

/** An edited message, as the server takes it: undefined when it is blank (or too long). */
export function checkEditedMessage(message: string): string | undefined {
  const parsed = calls.editIncidentEntry.body.safeParse({ message });
  return parsed.success ? parsed.data.message : undefined;
}
