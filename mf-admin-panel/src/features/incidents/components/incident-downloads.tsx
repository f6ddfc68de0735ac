import { calls } from '@portal/shared/contract';
import { type DownloadCall, downloadFile } from '@portal/shared/runtime/download-file';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { useState } from 'react';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';
import { usePanelT } from '../../../i18n/use-panel-t';

const FILES = {
  markdown: {
    call: calls.exportIncidentMarkdown,
    suffix: '',
    label: 'downloadMarkdown',
    failure: 'downloadMarkdownFailed',
  },
  postmortem: {
    call: calls.incidentPostmortemMarkdown,
    suffix: '-postmortem',
    label: 'downloadPostmortem',
    failure: 'generatePostmortemFailed',
  },
} as const satisfies Record<
  string,
  {
    call: DownloadCall;
    label: AdminPanelTranslationKey;
    failure: AdminPanelTranslationKey;
    suffix: string;
  }
>;
type IncidentFile = keyof typeof FILES;

/**
 * The incident and its postmortem as Markdown files, in the page's language; a failure shows SPEC
 * §8's text.
 */
export function IncidentDownloads({ incidentId }: { incidentId: number }) {
  const t = usePanelT();
  const language = useLanguage();
  const [busy, setBusy] = useState<IncidentFile | null>(null);
  const [failed, setFailed] = useState<IncidentFile | null>(null);

  async function download(file: IncidentFile) {
    const { call, suffix } = FILES[file];
    setBusy(file);
    setFailed(null);
    try {
      await downloadFile(
        call,
        // The files are written in the language the administrator reads the panel in.
        { params: { id: incidentId }, query: { lang: language } },
        { baseName: `incident-${incidentId}${suffix}`, format: 'md' },
      );
    } catch {
      setFailed(file);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="ap-export">
      {(Object.keys(FILES) as IncidentFile[]).map((file) => (
        <Button key={file} disabled={busy !== null} onClick={() => void download(file)}>
          {t(FILES[file].label)}
        </Button>
      ))}
      {failed && (
        <p className="ap-export-failure" role="alert">
          {t(FILES[failed].failure)}
        </p>
      )}
    </div>
  );
}
