import type { HttpMethod, Incident } from '@portal/shared/contract';
import { bearer } from './api-helpers';
import type { TestPortal } from './test-portal';

/** Any incident call; an empty token asks without a session. */
export function askIncidents(
  portal: TestPortal,
  token: string,
  method: HttpMethod,
  path: string,
  body?: object,
) {
  const verb = method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  const request = portal.api[verb](`/api${path}`);
  if (token) request.set(...bearer(token));
  return body === undefined || method === 'GET' ? request : request.send(body);
}

/** A new incident through the API, as `token`'s account. */
export async function createIncident(
  portal: TestPortal,
  token: string,
  fields: Partial<{ title: string; description: string; status: string; createdAt: number }> = {},
): Promise<Incident> {
  const response = await askIncidents(portal, token, 'POST', '/incidents', {
    title: 'Incident',
    description: 'Something broke',
    ...fields,
  });
  if (response.status !== 200) throw new Error(`Incident not created: ${response.text}`);
  return response.body;
}
