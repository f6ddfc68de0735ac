import { Button } from '@portal/ui/button';
import { CheckIcon, CopyIcon } from '@portal/ui/icons';
import { useEffect, useState } from 'react';
import { useAssistantT } from '../../../i18n/use-assistant-t';

/** How long "Copied" stays before the button reads "Copy" again. */
const CONFIRMATION_MS = 2_000;

/** Copies an answer's text with the Clipboard API and says whether it worked. */
export function CopyAnswer({ text }: { text: string }) {
  const t = useAssistantT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="as-copy">
      <Button
        size="sm"
        variant="ghost"
        icon={state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        onClick={() => void copy()}
      >
        {t('copy')}
      </Button>
      <span role="status" className="as-copy-status">
        {state === 'copied' && t('copied')}
        {state === 'failed' && t('copyFailed')}
      </span>
    </span>
  );
}
