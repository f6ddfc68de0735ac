import { ASSISTANT } from '@portal/shared/contract';
import { IconButton } from '@portal/ui/icon-button';
import { SendIcon } from '@portal/ui/icons';
import { TextArea } from '@portal/ui/text-area';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useAssistantT } from '../../../i18n/use-assistant-t';

interface ComposerProps {
  /** Sends the draft; false when it was not sent (empty, or an answer is still due). */
  onSend: (draft: string) => boolean;
  waiting: boolean;
}

/** The message box: Enter sends, Shift+Enter starts a new line; blank messages are not sent. */
export function Composer({ onSend, waiting }: ComposerProps) {
  const t = useAssistantT();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const blank = draft.trim() === '';

  const send = () => {
    if (onSend(draft)) setDraft('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word only confirms the word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className="as-composer" onSubmit={onSubmit}>
      <TextArea
        className="as-composer-input"
        aria-label={t('message')}
        aria-describedby={hintId}
        rows={2}
        maxLength={ASSISTANT.messageLength}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <IconButton
        type="submit"
        variant="primary"
        label={t('send')}
        icon={<SendIcon />}
        disabled={blank || waiting}
      />
      <span id={hintId} className="portal-visually-hidden">
        {t('messageHint')}
      </span>
    </form>
  );
}
