import { IconButton } from '@portal/ui/icon-button';
import { CopyIcon } from '@portal/ui/icons';
import { useEffect, useState } from 'react';
import { useDetailT } from '../i18n/use-detail-t';

/** How long the "copied" confirmation stays visible. */
const CONFIRMATION_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value with the Clipboard API and confirms it visibly (and to screen readers). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useDetailT();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="td-copy">
      <IconButton label={label} icon={<CopyIcon />} size="sm" onClick={() => void copy()} />
      <span role="status" className="td-copy-status">
        {state === 'copied' && t('copied')}
        {state === 'failed' && t('copyFailed')}
      </span>
    </span>
  );
}
