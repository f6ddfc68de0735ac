import type { CallInput } from '@portal/shared/runtime/api';
import {
  type DownloadCall,
  type DownloadFormat,
  downloadFile,
} from '@portal/shared/runtime/download-file';
import { Button } from '@portal/ui/button';
import { useState } from 'react';
import { usePanelT } from '../i18n/use-panel-t';

const FORMATS: readonly DownloadFormat[] = ['csv', 'json'];
const LABELS = { csv: 'exportCsv', json: 'exportJson' } as const;
const FAILURES = { csv: 'downloadCsvFailed', json: 'downloadJsonFailed' } as const;

/**
 * CSV and JSON export of what the table shows: `callFor(format)` with the table's filters as
 * `body`, saved as `<baseName>.<format>`. While a file downloads both buttons wait and the pressed
 * one says so; a failure shows SPEC §8's text (the Error dialog is skipped).
 */
export function ExportButtons<C extends DownloadCall>({
  callFor,
  body,
  baseName,
}: {
  callFor: (format: DownloadFormat) => C;
  body: CallInput<C>['body'];
  baseName: string;
}) {
  const t = usePanelT();
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [failed, setFailed] = useState<DownloadFormat | null>(null);

  const start = async (format: DownloadFormat) => {
    setBusy(format);
    setFailed(null);
    try {
      await downloadFile(callFor(format), { body } as CallInput<C>, { baseName, format });
    } catch {
      setFailed(format);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ap-export">
      {FORMATS.map((format) => (
        <Button
          key={format}
          size="sm"
          disabled={busy !== null}
          aria-busy={busy === format || undefined}
          onClick={() => void start(format)}
        >
          {busy === format ? t('downloading') : t(LABELS[format])}
        </Button>
      ))}
      {failed && (
        <p className="ap-export-failure" role="alert">
          {t(FAILURES[failed])}
        </p>
      )}
    </div>
  );
}
