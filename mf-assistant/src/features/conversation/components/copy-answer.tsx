import { Button } from '@portal/ui/button';
import { useClipboardCopy } from '@portal/ui/clipboard-copy';
import { CheckIcon, CopyIcon } from '@portal/ui/icons';
import { useAssistantT } from '../../../i18n/use-assistant-t';

/** Copies an answer's text with the Clipboard API and says whether it worked. */
export function CopyAnswer({ text }: { text: string }) {
  const t = useAssistantT();
  const { state, copy } = useClipboardCopy();

  return (
    <span className="as-copy">
      <Button
        size="sm"
        variant="ghost"
        icon={state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        onClick={() => void copy(text)}
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
