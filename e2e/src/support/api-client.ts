import { DEMO_PASSWORD } from './login';

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** The portal's HTTP API as one demo account, for setting up a journey's data quickly. */
export async function apiAs(baseUrl: string, username: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login as ${username} failed with ${login.status}`);
  const { token } = (await login.json()) as { token: string };

  async function request<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  return {
    /** The session token, for a socket of this account. */
    token,
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  };
}
