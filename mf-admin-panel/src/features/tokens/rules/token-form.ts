import {
  type CreateTokenBody,
  calls,
  TOKEN_EXPIRY_DAYS,
  type TokenPermission,
} from '@portal/shared/contract';

/** The create dialog's form as typed; `expiresInDays` is the text of its number field. */
export interface TokenForm {
  name: string;
  description: string;
  endpoints: string[];
  permissions: TokenPermission[];
  expiresInDays: string;
}

export const EMPTY_TOKEN_FORM: TokenForm = {
  name: '',
  description: '',
  endpoints: [],
  permissions: [],
  expiresInDays: String(TOKEN_EXPIRY_DAYS.default),
};

export type TokenFormField = 'name' | 'endpoints' | 'permissions' | 'expiresInDays';
export type TokenFormIssues = Partial<Record<TokenFormField, true>>;

/**
 * The form checked with the contract's own schema (the server's): the body to send, or which
 * fields break it; the dialog says each in the page language.
 */
export function checkTokenForm(
  form: TokenForm,
): { body: CreateTokenBody; issues?: undefined } | { body?: undefined; issues: TokenFormIssues } {
  const expiresInDays = form.expiresInDays.trim() === '' ? Number.NaN : Number(form.expiresInDays);
  const parsed = calls.createToken.body.safeParse({ ...form, expiresInDays });
  if (parsed.success) return { body: parsed.data };
  const issues: TokenFormIssues = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'endpoints' || field === 'permissions') issues[field] = true;
    if (field === 'expiresInDays') issues.expiresInDays = true;
  }
  return { issues };
}
