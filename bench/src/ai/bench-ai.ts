import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '@portal/e2e/support/portal';
import {
  BENCH_DATABASE_URL,
  seedBenchTickets,
  seedStepOnce,
  withClient,
} from '../list/bench-database';
import { type BenchPortal, printHttpFloor, startBenchPortal } from '../list/bench-portal';
import { serverBuild } from '../list/server-build';
import { secondsSince, summary } from '../list/timing';
import { AI_SEED_STATEMENTS, AI_SEED_STEP } from './seed-ai-sql';

/** Distinct open tickets each figure is taken over (one run each, after a warm-up). */
const TICKETS = 300;
const API_TICKETS = 100;
const WARM_UP = 20;
const SUGGESTIONS = 4;
const VIEWER = 'admin1';

interface SampleTicket {
  id: number;
  group_key: string;
  category_key: string;
  title: string;
  description: string | null;
  comment_id: number;
  message: string;
}

interface RetrievalModules {
  openDatabase(options: { databaseUrl: string }): Promise<{ db: unknown; close(): Promise<void> }>;
  createCommunityCatalog(db: unknown): unknown;
  retrieveAnswers(
    deps: { db: unknown; catalog: unknown },
    query: {
      text: string;
      groupKey: string | null;
      categoryKey: string | null;
      excludeTicketId: number | null;
      placeholders: { creator: string; group: string; category: string } | null;
    },
    limit: number,
  ): Promise<{ source: { kind: string } }[]>;
}

/** The staff answers retrieval finds, once per database. */
function seedAiAnswers(): Promise<void> {
  return seedStepOnce('ai', AI_SEED_STEP, AI_SEED_STATEMENTS, 'comments');
}

/** Open tickets spread over the whole table, each with its newest comment (what staff answer). */
async function sampleTickets(): Promise<SampleTicket[]> {
  return withClient(BENCH_DATABASE_URL, async (client) => {
    const { rows } = await client.query<SampleTicket>(
      `select t.id, t.group_key, t.category_key, t.title, t.description,
         c.id as comment_id, c.message
       from tickets t
       cross join lateral (select id, message from comments
         where ticket_id = t.id and not staff_only and action = '' order by id desc limit 1) c
       where t.status = 0 and t.id % 331 = 0
       order by t.id limit $1`,
      [TICKETS + WARM_UP],
    );
    const counts = await client.query<Record<string, number>>(
      `select (select count(*)::int from tickets where status = 1) as closed_tickets,
         (select reltuples::bigint from pg_class where relname = 'comments') as comments_estimate`,
    );
    console.log('ai: data %s', JSON.stringify(counts.rows[0]));
    return rows;
  });
}

/** The retrieval provider alone, through the server's own build, as POST /ai calls it. */
async function timeRetrieval(tickets: SampleTicket[]): Promise<void> {
  const from = <T>(path: string) => serverBuild<T>(path);
  const modules: RetrievalModules = {
    openDatabase: from<RetrievalModules>('db/connection.js').openDatabase,
    createCommunityCatalog: from<RetrievalModules>('services/community/community-catalog.js')
      .createCommunityCatalog,
    retrieveAnswers: from<RetrievalModules>('services/ai/retrieval.js').retrieveAnswers,
  };
  const handle = await modules.openDatabase({ databaseUrl: BENCH_DATABASE_URL });
  try {
    const deps = { db: handle.db, catalog: modules.createCommunityCatalog(handle.db) };
    const durations: number[] = [];
    const found = { ticket: 0, canned: 0 };
    for (const [index, ticket] of tickets.entries()) {
      const started = performance.now();
      const answers = await modules.retrieveAnswers(
        deps,
        {
          text: [ticket.title, ticket.description ?? '', ticket.message].join('\n'),
          groupKey: ticket.group_key,
          categoryKey: ticket.category_key,
          excludeTicketId: ticket.id,
          placeholders: {
            creator: '{creator}',
            group: ticket.group_key,
            category: ticket.category_key,
          },
        },
        SUGGESTIONS,
      );
      if (index < WARM_UP) continue;
      durations.push(performance.now() - started);
      for (const answer of answers) {
        if (answer.source.kind === 'ticket') found.ticket += 1;
        if (answer.source.kind === 'canned') found.canned += 1;
      }
    }
    console.log(
      'ai: retrieval (direct) p50/p95 %s ms over %d tickets; past answers %d, canned %d',
      summary(durations),
      durations.length,
      found.ticket,
      found.canned,
    );
  } finally {
    await handle.close();
  }
}

/** POST /ai end to end (no model configured): retrieval, storing the suggestions, presenting. */
async function timeApi(bench: BenchPortal, tickets: SampleTicket[]): Promise<void> {
  const token = await bench.login(VIEWER);
  await printHttpFloor('ai', bench.api, 100);
  const durations: number[] = [];
  for (const [index, ticket] of tickets.slice(0, API_TICKETS + WARM_UP).entries()) {
    const started = performance.now();
    const answer = await bench.api.call(
      'POST',
      '/api/ai',
      { ticketId: ticket.id, commentId: ticket.comment_id },
      token,
    );
    if (answer.status !== 200) {
      console.log(`ai: POST /ai failed: ${answer.status} ${answer.text.slice(0, 200)}`);
      return;
    }
    if (index >= WARM_UP) durations.push(performance.now() - started);
  }
  console.log(
    'ai: POST /api/ai (as %s, no model) p50/p95 %s ms over %d tickets',
    VIEWER,
    summary(durations),
    durations.length,
  );
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

interface AssistantManifest {
  shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

function weigh(paths: readonly string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

function kb({ raw, gzip }: { raw: number; gzip: number }): string {
  return `${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`;
}

/**
 * What mf-assistant weighs: what an administrator's browser fetches to open the widget (the
 * entry and the exposed module's own files; the shell already provides the shared libraries),
 * and the whole build, which also holds a fallback copy of each shared library.
 */
function printAssistantBytes(): void {
  const dist = join(REPO_ROOT, 'mf-assistant/dist');
  if (!existsSync(dist)) {
    console.log('ai: mf-assistant is not built (no mf-assistant/dist): no remote bytes to print');
    return;
  }
  const manifest = JSON.parse(
    readFileSync(join(dist, 'mf-manifest.json'), 'utf8'),
  ) as AssistantManifest;
  const sharedFiles = new Set(
    manifest.shared.flatMap((library) => [...library.assets.js.sync, ...library.assets.js.async]),
  );
  const opened = [
    'remoteEntry.js',
    ...manifest.exposes.flatMap((module) => [...module.assets.js.sync, ...module.assets.css.sync]),
  ].filter((file) => !sharedFiles.has(file));
  const files = filesUnder(dist).filter((path) => /\.(js|css)$/.test(path));
  console.log(
    'ai: mf-assistant opening the widget %d files, %s; whole build %d files, %s',
    opened.length,
    kb(weigh(opened.map((file) => join(dist, file)))),
    files.length,
    kb(weigh(files)),
  );
}

/**
 * `npm run bench -- ai`: the retrieval provider's suggestion latency on the 1M-ticket bench
 * database (directly and through POST /ai), and the assistant remote's bytes.
 */
export async function benchAi(): Promise<void> {
  // The portal migrates the database (0028) before anything is seeded; no model is configured.
  // One admin asks 120 times in a few seconds: far past a person's quota of AI requests.
  const bench = await startBenchPortal({ AI_BASE_URL: '', AI_RATE_LIMIT: '100000' });
  try {
    let started = performance.now();
    await seedBenchTickets();
    console.log('ai: list seed (or reuse) %s s', secondsSince(started));
    started = performance.now();
    await seedAiAnswers();
    console.log('ai: staff answers seed (or reuse) %s s', secondsSince(started));
    const tickets = await sampleTickets();
    await timeRetrieval(tickets);
    await timeApi(bench, tickets);
  } finally {
    await bench.stop();
  }
  printAssistantBytes();
}
