import type { CallInput } from '@portal/shared/runtime/api';
import {
  type DownloadCall,
  type DownloadFormat,
  downloadFile,
} from '@portal/shared/runtime/download-file';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { useState } from 'react';
import { usePanelT } from '../i18n/use-panel-t';

const FORMATS: readonly DownloadFormat[] = ['csv', 'json'];
const LABELS = { csv: 'exportCsv', json: 'exportJson' } as const;
const FAILURES = { csv: 'downloadCsvFailed', json: 'downloadJsonFailed' } as const;
const MEGABYTE = 1_000_000;

/** "845 kB", "12,3 MB": how much of a file has arrived, in the page's language. */
function sizeText(bytes: number, language: string): string {
  const megabytes = bytes >= MEGABYTE;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / MEGABYTE : bytes / 1000);
}

/**
 * CSV and JSON (or only `formats`) export of what the table shows: `callFor(format)` with the
 * table's filters as `input` (a body, or a query), saved as `<baseName>.<format>`. The filters
 * carry no page: the file holds every page of the filtered table. While a file downloads every
 * button waits and the pressed one says how much has arrived; a failure shows SPEC §8's text (the
 * Error dialog is skipped).
 */
export function ExportButtons<C extends DownloadCall>({
  callFor,
  input,
  baseName,
  formats = FORMATS,
}: {
  callFor: (format: DownloadFormat) => C;
  input: CallInput<C>;
  baseName: string;
  formats?: readonly DownloadFormat[];
}) {
  const t = usePanelT();
  const language = useLanguage();
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [received, setReceived] = useState(0);
  const [failed, setFailed] = useState<DownloadFormat | null>(null);

  const start = async (format: DownloadFormat) => {
    setBusy(format);
    setReceived(0);
    setFailed(null);
    try {
      await downloadFile(callFor(format), input, {
        baseName,
        format,
        onProgress: setReceived,
      });
    } catch {
      setFailed(format);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ap-export">
      {formats.map((format) => (
        <Button
          key={format}
          size="sm"
          disabled={busy !== null}
          aria-busy={busy === format || undefined}
          onClick={() => void start(format)}
        >
          {busy !== format
            ? t(LABELS[format])
            : received > 0
              ? t('downloadingSize', { size: sizeText(received, language) })
              : t('downloading')}
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
