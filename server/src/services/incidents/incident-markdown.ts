import type { Incident, IncidentEntry, IncidentStatus } from '@portal/shared/contract';
import { markdownInline, markdownLines } from './markdown-text';

// The two Markdown files of an incident (SPEC §7). Every piece of user text goes through
// `markdown-text.ts`; only the fixed parts written here carry Markdown syntax. Files are in English
// and times in UTC: they are read outside the portal, by anyone.

const LIST_ITEM_INDENT = '  ';
const ENDED: ReadonlySet<IncidentStatus> = new Set(['resolved', 'closed']);

function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function duration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days && `${days} d`, hours && `${hours} h`, `${minutes % 60} min`];
  return parts.filter(Boolean).join(' ');
}

function statusChangeText(entry: IncidentEntry): string {
  return `Status set to **${entry.status}** by ${markdownInline(entry.author)}`;
}

function timelineItem(entry: IncidentEntry): string {
  const what =
    entry.kind === 'status'
      ? statusChangeText(entry)
      : `**${markdownInline(entry.author)}:** ${markdownLines(entry.message, LIST_ITEM_INDENT)}`;
  return `- ${utc(entry.createdAt)} — ${what}`;
}

function timeline(incident: Incident): string[] {
  if (incident.entries.length === 0) return ['No entries were recorded.'];
  return [incident.entries.map(timelineItem).join('\n')];
}

function facts(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([label, value]) => `- **${label}:** ${value}`).join('\n');
}

/** The document people read, blocks separated by blank lines. */
function document(blocks: readonly string[]): string {
  return `${blocks.join('\n\n')}\n`;
}

/** `GET /incidents/{id}/export-md`: the incident as recorded. */
export function incidentMarkdown(incident: Incident): string {
  return document([
    `# Incident ${incident._id}: ${markdownInline(incident.title)}`,
    facts([
      ['Status', incident.status],
      ['Started', utc(incident.createdAt)],
      ['Recorded by', markdownInline(incident.createdBy ?? '—')],
      [
        'Last changed',
        `${utc(incident.updatedAt)} by ${markdownInline(incident.updatedBy ?? '—')}`,
      ],
    ]),
    '## Description',
    markdownLines(incident.description),
    '## Timeline',
    ...timeline(incident),
  ]);
}

/**
 * When the incident stopped hurting: its latest move into resolved or closed that was not undone
 * (reopening to open or investigating means it was not over yet).
 */
export function resolutionTime(entries: readonly IncidentEntry[]): number | undefined {
  let resolvedAt: number | undefined;
  for (const entry of entries) {
    if (entry.kind !== 'status' || entry.status === null) continue;
    if (!ENDED.has(entry.status)) resolvedAt = undefined;
    else resolvedAt ??= entry.createdAt;
  }
  return resolvedAt;
}

function impactWindow(incident: Incident): string {
  const start = incident.entries[0]?.createdAt ?? incident.createdAt;
  const end = resolutionTime(incident.entries);
  return facts([
    ['Start (first entry)', utc(start)],
    ['End (resolution)', end === undefined ? 'not resolved yet' : utc(end)],
    ['Duration', end === undefined ? '—' : duration(end - start)],
  ]);
}

function statusChanges(incident: Incident): string {
  const changes = incident.entries.filter((entry) => entry.kind === 'status');
  if (changes.length === 0) return 'No status changes were recorded.';
  const rows = changes.map(
    (entry) => `| ${utc(entry.createdAt)} | ${entry.status} | ${markdownInline(entry.author)} |`,
  );
  return ['| Time | Status | Changed by |', '| --- | --- | --- |', ...rows].join('\n');
}

/** `GET /incidents/{id}/postmortem-md`: a draft for people to complete. */
export function postmortemMarkdown(incident: Incident): string {
  return document([
    `# Postmortem: ${markdownInline(incident.title)}`,
    '## Summary',
    markdownLines(incident.description),
    facts([
      ['Incident', String(incident._id)],
      ['Current status', incident.status],
      ['Entries on the timeline', String(incident.entries.length)],
    ]),
    '## Impact window',
    impactWindow(incident),
    '## Timeline',
    ...timeline(incident),
    '## Status changes',
    statusChanges(incident),
    '## Root cause',
    '_To be filled in._',
    '## Action items',
    '- [ ] _To be filled in._',
  ]);
}
