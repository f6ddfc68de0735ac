import MarkdownIt from 'markdown-it';
import { useDemoPortal } from '../../testing/demo-portal';
import { askIncidents, createIncident } from '../../testing/incident-helpers';
import type { TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['admin1'], (demo) => {
  ({ portal, token } = demo);
});

// GFM-like parsing (tables, raw HTML allowed, bare links), the most a reader's viewer may do.
const markdown = new MarkdownIt({ html: true, linkify: true });
type Token = ReturnType<typeof markdown.parse>[number];

/** Every token of the parsed document, nested ones included. */
function tokensOf(text: string): Token[] {
  const flat = (tokens: Token[]): Token[] =>
    tokens.flatMap((token) => [token, ...flat(token.children ?? [])]);
  return flat(markdown.parse(text, {}));
}

function headingsOf(text: string): string[] {
  return markdown
    .parse(text, {})
    .flatMap((token, index, tokens) =>
      token.type === 'heading_open' ? [`${token.tag} ${tokens[index + 1]?.content}`] : [],
    );
}

const HOSTILE_LINES = [
  '# Heading',
  '[x](javascript:alert(1))',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<!-- comment --> <http://autolink.example>',
  '| a | b |',
  '`code` and **bold** _it_',
  '- item',
  '> quote',
  '\\<b>escaped backslash</b>',
  '```',
  '<iframe src="https://evil.example"></iframe>',
];
const HOSTILE = HOSTILE_LINES.join('\n');

async function incidentWith(text: string) {
  const admin = token('admin1');
  // Titles and authors hold 200 characters.
  const short = text.slice(0, 200);
  const incident = await createIncident(portal, admin, {
    title: short,
    description: text,
    createdAt: Date.UTC(2026, 0, 1, 10),
  });
  const path = `/incidents/${incident._id}`;
  await askIncidents(portal, admin, 'POST', `${path}/entries`, {
    author: short,
    message: text,
    createdAt: Date.UTC(2026, 0, 1, 10, 5),
  });
  await askIncidents(portal, admin, 'PATCH', `${path}/status`, { status: 'investigating' });
  await askIncidents(portal, admin, 'PATCH', `${path}/status`, { status: 'resolved' });
  return incident._id;
}

async function download(id: number, file: 'export-md' | 'postmortem-md', lang = 'en') {
  const response = await askIncidents(
    portal,
    token('admin1'),
    'GET',
    `/incidents/${id}/${file}?lang=${lang}`,
  );
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
  return response.text;
}

describe.each([
  ['export-md', 'incident-ID.md'],
  ['postmortem-md', 'incident-ID-postmortem.md'],
] as const)('GET /incidents/{id}/%s', (file, filename) => {
  test('when the description and a note are Markdown, then the file keeps them as Markdown', async () => {
    const id = await incidentWith(
      'Down on **hub2** since `10:00`\n\n- players kicked\n- queue stuck',
    );
    const html = markdown.render(await download(id, file));
    expect(html.match(/<strong>hub2<\/strong>/g)).toHaveLength(2);
    expect(html).toContain('<code>10:00</code>');
    expect(html).toContain('<li>queue stuck</li>');
  });

  test('when any text holds HTML, then none of it reaches the file, the title and author stay plain text, and an open fence does not swallow the sections after it', async () => {
    const id = await incidentWith(HOSTILE);
    const text = await download(id, file);
    const tokens = tokensOf(text);
    expect(tokens.filter((token) => token.type.startsWith('html_'))).toEqual([]);
    const html = markdown.render(text);
    expect(html).not.toMatch(/<(script|img|iframe|b)\b|<!--/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(headingsOf(text)[0]).toMatch(/^h1 .*# Heading/);
    expect(headingsOf(text).filter((heading) => heading.startsWith('h2 '))).toEqual(
      file === 'export-md'
        ? ['h2 Description', 'h2 Timeline']
        : [
            'h2 Summary',
            'h2 Impact window',
            'h2 Timeline',
            'h2 Status changes',
            'h2 Root cause',
            'h2 Action items',
          ],
    );
    // The title and the author are plain text: their Markdown shows as written.
    expect(html).toContain('`code` and **bold** _it_');
  });

  test('when downloaded, then it is an attachment named after the incident', async () => {
    const id = await incidentWith('Plain');
    const response = await askIncidents(portal, token('admin1'), 'GET', `/incidents/${id}/${file}`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${filename.replace('ID', String(id))}"`,
    );
  });
});

test.each([
  ['es', ['h2 Descripción', 'h2 Cronología'], 'Estado cambiado a **resuelto** por Admin Principal'],
  ['en', ['h2 Description', 'h2 Timeline'], 'Status set to **resolved** by Admin Principal'],
] as const)(
  'when an admin asks in %s, then the files are written in that language',
  async (lang, sections, statusLine) => {
    const id = await incidentWith('Plain');
    const exported = await download(id, 'export-md', lang);
    expect(headingsOf(exported).slice(1)).toEqual(sections);
    expect(exported).toContain(statusLine);
    const postmortem = await download(id, 'postmortem-md', lang);
    expect(headingsOf(postmortem)[0]).toMatch(/^h1 Postmortem: Plain$/);
    expect(postmortem).toContain(lang === 'es' ? '## Causa raíz' : '## Root cause');
  },
);

test('when no language is asked for, then the files are in Spanish', async () => {
  const id = await incidentWith('Plain');
  const response = await askIncidents(portal, token('admin1'), 'GET', `/incidents/${id}/export-md`);
  expect(response.text).toContain('## Descripción');
});

test('when the postmortem is built, then it has its sections, the impact window from the first entry to the resolution, and the status changes', async () => {
  const id = await incidentWith('DB | down');
  const text = await download(id, 'postmortem-md');
  expect(headingsOf(text)).toEqual([
    'h1 Postmortem: DB \\| down',
    'h2 Summary',
    'h2 Impact window',
    'h2 Timeline',
    'h2 Status changes',
    'h2 Root cause',
    'h2 Action items',
  ]);
  expect(text).toContain('- **Start (first entry):** 2026-01-01 10:05 UTC');
  const table = markdown.render(text).match(/<table>[\s\S]*<\/table>/)?.[0] ?? '';
  const cells = [...table.matchAll(/<td>(.*?)<\/td>/g)].map((match) => match[1]);
  expect(cells.filter((_cell, index) => index % 3 !== 0)).toEqual([
    'investigating',
    'Admin Principal',
    'resolved',
    'Admin Principal',
  ]);
  expect(text).toMatch(/- \*\*End \(resolution\):\*\* \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
});

test('when an incident is logged already resolved, then the postmortem ends the impact window at its start and lists that status', async () => {
  const startedAt = Date.UTC(2026, 0, 3, 8, 30);
  const incident = await createIncident(portal, token('admin1'), {
    title: 'Logged afterwards',
    status: 'resolved',
    createdAt: startedAt,
  });
  const text = await download(incident._id, 'postmortem-md');
  expect(text).toContain('- **End (resolution):** 2026-01-03 08:30 UTC');
  expect(text).not.toContain('No status changes were recorded.');
});
