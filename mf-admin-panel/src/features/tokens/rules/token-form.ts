import {
  type CreateTokenBody,
  calls,
  TOKEN_EXPIRY_DAYS,
  type TokenPermission,
} from '@portal/shared/contract';
import { callSchemas } from '@portal/shared/contract/schemas';
import { checkForm } from '../../../components/check-form';

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

const FIELDS = ['name', 'endpoints', 'permissions', 'expiresInDays'] as const;
export type TokenFormIssues = Partial<Record<(typeof FIELDS)[number], true>>;

/**
 * The form checked with the contract's own schema (the server's): the body to send, or which
 * fields break it; the dialog says each in the page language.
 */
export function checkTokenForm(form: TokenForm) {
  const expiresInDays = form.expiresInDays.trim() === '' ? Number.NaN : Number(form.expiresInDays);
  return checkForm<CreateTokenBody, (typeof FIELDS)[number]>(
    callSchemas(calls.createToken).body,
    { ...form, expiresInDays },
    FIELDS,
  );
}
