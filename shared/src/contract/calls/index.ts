import { commentCalls } from './comments';
import { sessionCalls } from './session';
import { ticketCalls } from './tickets';

/** Every API call, by name. Paths are relative to `/api`. */
export const calls = {
  ...sessionCalls,
  ...ticketCalls,
  ...commentCalls,
} as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;
