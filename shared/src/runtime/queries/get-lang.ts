import { calls } from '@portal/shared/contract';
import { fetchQuery } from './query';

/** GET /lang: the language the server has for the user. */
export function getLang() {
  return fetchQuery(calls.lang, {});
}
