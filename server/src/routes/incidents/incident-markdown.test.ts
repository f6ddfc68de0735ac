import MarkdownIt from 'markdown-it';
import { useDemoPortal } from '../../testing/demo-portal';
import { askIncidents, createIncident } from '../../testing/incident-helpers';
import type { TestPortal } from '../../testing/test-portal';

jest.setTimeout(60_000);

let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['admin1'], (demo) => {
  ({ portal, token } = demo);
});

// GFM-like parsing (tables, raw HTML allowed, bare links), the most a reader's viewer may do.
const markdown = new MarkdownIt({ html: true, linkify: true });
type Token = ReturnType<typeof markdown.parse>[number];

/** The document's shape: every block and inline token kind, without the text inside. */
function structure(text: string): string[] {
  const shape = (tokens: Token[]): string[] =>
    tokens.flatMap((token) => [
      `${token.type}${token.tag ? `:${token.tag}` : ''}`,
      ...shape(token.children ?? []),
    ]);
  return shape(markdown.parse(text, {}));
}

const HOSTILE_LINES = [
  '# Heading',
  '[x](javascript:alert(1))',
  '<script>alert(1)</script>',
  '| a | b |',
  '```',
  '`code` and **bold** _it_',
  '- item',
  '1. first',
  '> quote',
  '---',
  '![img](http://x/y.png) &amp; &#60;b&#62;',
  '    indented code',
  'ends with a backslash \\',
];
const HOSTILE = HOSTILE_LINES.join('\n');
/** Benign text of the same lines, so only escaping can make the two documents differ. */
const PLAIN = HOSTILE_LINES.map((_line, index) => `plain line ${index}`).join('\n');

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

async function download(id: number, file: 'export-md' | 'postmortem-md') {
  const response = await askIncidents(portal, token('admin1'), 'GET', `/incidents/${id}/${file}`);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
  return response.text;
}

describe.each([
  ['export-md', 'incident-ID.md'],
  ['postmortem-md', 'incident-ID-postmortem.md'],
] as const)('GET /incidents/{id}/%s', (file, filename) => {
  test('when user text holds Markdown, HTML, pipes and line breaks, then the parsed document has the same structure as with plain text, and the text comes back as text', async () => {
    const hostileId = await incidentWith(HOSTILE);
    const plainId = await incidentWith(PLAIN);
    const hostile = await download(hostileId, file);
    const plain = await download(plainId, file);
    expect(structure(hostile)).toEqual(structure(plain));

    const html = markdown.render(hostile);
    expect(html).not.toMatch(/<script|<a |<img|<pre|<blockquote|<hr|<ol|<code/);
    const headings = html.match(/<h\d>.*?<\/h\d>/g) ?? [];
    expect(
      headings.some((heading) => heading.startsWith('<h1>') && heading.includes('# Heading')),
    ).toBe(true);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[x](javascript:alert(1))');
    expect(html).toContain('&amp;amp; &amp;#60;b&amp;#62;');
  });

  test('when downloaded, then it is an attachment named after the incident', async () => {
    const id = await incidentWith('Plain');
    const response = await askIncidents(portal, token('admin1'), 'GET', `/incidents/${id}/${file}`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${filename.replace('ID', String(id))}"`,
    );
  });
});

test('when the postmortem is built, then it has its sections, the impact window from the first entry to the resolution, and the status changes', async () => {
  const id = await incidentWith('DB | down');
  const text = await download(id, 'postmortem-md');
  const headings = markdown
    .parse(text, {})
    .flatMap((token, index, tokens) =>
      token.type === 'heading_open' ? [`${token.tag} ${tokens[index + 1]?.content}`] : [],
    );
  expect(headings).toEqual([
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
