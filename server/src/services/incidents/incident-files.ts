import type { Language } from '@portal/shared/contract';
import type { FileDownload } from '../../exports/file-download';
import type { ServiceDeps } from '../service-deps';
import { incidentMarkdown, postmortemMarkdown } from './incident-markdown';
import { incidentWithTimeline } from './manage-incidents';

const DOCUMENTS = {
  incident: { build: incidentMarkdown, suffix: '' },
  postmortem: { build: postmortemMarkdown, suffix: '-postmortem' },
} as const;

/**
 * An incident's Markdown file in `lang`: read whole first, so a missing incident is an ordinary
 * 404.
 */
export async function incidentMarkdownFile(
  deps: ServiceDeps,
  incidentId: number,
  kind: keyof typeof DOCUMENTS,
  lang: Language,
): Promise<FileDownload> {
  const { build, suffix } = DOCUMENTS[kind];
  const text = build(await incidentWithTimeline(deps.db, incidentId), lang);
  return {
    filename: `incident-${incidentId}${suffix}.md`,
    contentType: 'text/markdown; charset=utf-8',
    chunks: (async function* () {
      yield text;
    })(),
  };
}
