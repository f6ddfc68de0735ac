import { CLIENT_HEADER } from '@portal/shared/contract';
import { bearer } from './api-helpers';
import type { TestPortal } from './test-portal';

export type ListPath = '/api/tickets' | '/api/reports';

/** One page of a ticket list, asked for by a web client. */
export function listAs(portal: TestPortal, token: string, path: ListPath, body: object) {
  return portal.api
    .post(path)
    .set(...bearer(token))
    .set(CLIENT_HEADER, 'browser')
    .send(body);
}
