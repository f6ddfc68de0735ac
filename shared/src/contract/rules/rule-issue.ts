import type { ErrorCode } from '../errors';
import type { ErrorParams } from '../schemas/api-error';

/**
 * One broken rule: where (`path`, dot-joined, as in a request body), which rule (a catalogue
 * code) and what its text interpolates. The server answers the first; a form shows each.
 */
export interface RuleIssue {
  path: string;
  code: ErrorCode;
  params?: ErrorParams;
}
