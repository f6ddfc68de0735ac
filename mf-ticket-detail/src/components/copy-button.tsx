import { useClipboardCopy } from '@portal/ui/clipboard-copy';
import { IconButton } from '@portal/ui/icon-button';
import { CopyIcon } from '@portal/ui/icons';
import { useDetailT } from '../i18n/use-detail-t';

/** Copies a value with the Clipboard API and confirms it visibly (and to screen readers). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useDetailT();
  const { state, copy } = useClipboardCopy();

  return (
    <span className="td-copy">
      <IconButton label={label} icon={<CopyIcon />} size="sm" onClick={() => void copy(value)} />
      <span role="status" className="td-copy-status">
        {state === 'copied' && t('copied')}
        {state === 'failed' && t('copyFailed')}
      </span>
    </span>
  );
}
