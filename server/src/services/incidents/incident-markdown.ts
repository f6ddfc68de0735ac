import type { Incident, IncidentEntry, IncidentStatus, Language } from '@portal/shared/contract';
import { type IncidentTexts, incidentTexts } from './incident-texts';
import { markdownBlock, markdownInline } from './markdown-text';

// The two Markdown files of an incident (SPEC §7), in the language of the administrator who asks
// for them. Titles and names are plain text (`markdownInline`); the description and the notes are
// the administrator's Markdown, kept as such without HTML (`markdownBlock`). Only the fixed parts
// written here carry Markdown syntax of our own. Times are UTC: the files are read anywhere.

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

/** A note's text goes below its time and author, as the list item's own Markdown block. */
function timelineItem(entry: IncidentEntry, t: IncidentTexts): string {
  const when = `- ${utc(entry.createdAt)} — `;
  if (entry.kind === 'status') {
    const status = entry.status ? t(entry.status) : '—';
    return `${when}${t('statusSet', { status, name: markdownInline(entry.author) })}`;
  }
  return `${when}**${markdownInline(entry.author)}:**\n\n${markdownBlock(entry.message, LIST_ITEM_INDENT)}`;
}

function timeline(incident: Incident, t: IncidentTexts): string {
  if (incident.entries.length === 0) return t('noEntries');
  return incident.entries.map((entry) => timelineItem(entry, t)).join('\n\n');
}

function facts(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([label, value]) => `- **${label}:** ${value}`).join('\n');
}

/** The document people read, blocks separated by blank lines. */
function document(blocks: readonly string[]): string {
  return `${blocks.join('\n\n')}\n`;
}

/** `GET /incidents/{id}/export-md`: the incident as recorded. */
export function incidentMarkdown(incident: Incident, lang: Language): string {
  const t = incidentTexts(lang);
  return document([
    `# ${t('incidentTitle', { id: incident._id, title: markdownInline(incident.title) })}`,
    facts([
      [t('status'), t(incident.status)],
      [t('started'), utc(incident.createdAt)],
      [t('recordedBy'), markdownInline(incident.createdBy ?? '—')],
      [
        t('lastChanged'),
        t('changedAtBy', {
          time: utc(incident.updatedAt),
          name: markdownInline(incident.updatedBy ?? '—'),
        }),
      ],
    ]),
    `## ${t('description')}`,
    markdownBlock(incident.description),
    `## ${t('timeline')}`,
    timeline(incident, t),
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

function impactWindow(incident: Incident, t: IncidentTexts): string {
  const start = incident.entries[0]?.createdAt ?? incident.createdAt;
  const end = resolutionTime(incident.entries);
  return facts([
    [t('impactStart'), utc(start)],
    [t('impactEnd'), end === undefined ? t('notResolved') : utc(end)],
    [t('duration'), end === undefined ? '—' : duration(end - start)],
  ]);
}

function statusChanges(incident: Incident, t: IncidentTexts): string {
  const changes = incident.entries.filter((entry) => entry.kind === 'status');
  if (changes.length === 0) return t('noStatusChanges');
  const rows = changes.map(
    (entry) =>
      `| ${utc(entry.createdAt)} | ${entry.status ? t(entry.status) : '—'} | ${markdownInline(entry.author)} |`,
  );
  return [
    `| ${t('time')} | ${t('status')} | ${t('changedBy')} |`,
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** `GET /incidents/{id}/postmortem-md`: a draft for people to complete. */
export function postmortemMarkdown(incident: Incident, lang: Language): string {
  const t = incidentTexts(lang);
  return document([
    `# ${t('postmortemTitle', { title: markdownInline(incident.title) })}`,
    `## ${t('summary')}`,
    markdownBlock(incident.description),
    facts([
      [t('incident'), String(incident._id)],
      [t('currentStatus'), t(incident.status)],
      [t('entryCount'), String(incident.entries.length)],
    ]),
    `## ${t('impactWindow')}`,
    impactWindow(incident, t),
    `## ${t('timeline')}`,
    timeline(incident, t),
    `## ${t('statusChanges')}`,
    statusChanges(incident, t),
    `## ${t('rootCause')}`,
    `_${t('toFillIn')}_`,
    `## ${t('actionItems')}`,
    `- [ ] _${t('toFillIn')}_`,
  ]);
}
