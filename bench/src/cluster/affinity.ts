import { pidListeningOn } from './processes';

/** One server behind the proxy: its name in `GET /api/health`, port, process and affinity cookie. */
export interface Instance {
  name: string;
  port: number;
  pid: number;
  /** A `portal_node` cookie value the proxy sends to this instance: `cookie: portal_node=<it>`. */
  cookie: string;
}

async function instanceAnswering(url: string, cookie?: string): Promise<string> {
  const answer = await fetch(`${url}/api/health`, {
    headers: cookie ? { cookie: `portal_node=${cookie}` } : {},
  });
  const health = (await answer.json()) as { instance?: string };
  if (!health.instance) throw new Error(`${url}/api/health names no instance`);
  return health.instance;
}

/**
 * Names each server by asking it directly, then tries cookie values through the proxy until each
 * has one that reaches it (nginx hashes the cookie; see deploy/nginx/portal.conf.template).
 */
export async function findAffinity(
  proxyUrl: string,
  ports: readonly number[],
): Promise<Instance[]> {
  const byName = new Map<string, { port: number; cookie?: string }>();
  for (const port of ports) {
    byName.set(await instanceAnswering(`http://127.0.0.1:${port}`), { port });
  }
  let missing = byName.size;
  for (let candidate = 0; missing > 0 && candidate < 500; candidate += 1) {
    const cookie = `bench-${candidate}`;
    const entry = byName.get(await instanceAnswering(proxyUrl, cookie));
    if (entry && !entry.cookie) {
      entry.cookie = cookie;
      missing -= 1;
    }
  }
  return [...byName].map(([name, { port, cookie }]) => {
    if (!cookie) throw new Error(`no affinity cookie reaches ${name}`);
    return { name, port, pid: pidListeningOn(port), cookie };
  });
}
