import type { AutomaticResponse } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { SendIcon } from '@portal/ui/icons';
import { useId, useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { acceptSuggestionForEdit } from '../api/accept-edit';
import { SuggestionSource } from './suggestion-source';

/** What staff do with a suggestion to the comment `commentId`. */
export type SuggestionActions = {
  /** Posts it unchanged; resolves once it is in the thread, rejects when it was not sent. */
  onSend: (suggestion: AutomaticResponse, commentId: number) => Promise<unknown>;
  /** Puts it in the composer for editing. */
  onEdit: (suggestion: AutomaticResponse, commentId: number) => void;
};

type SuggestionCardProps = SuggestionActions & {
  suggestion: AutomaticResponse;
  /** The comment it answers. */
  commentId: number;
  index: number;
  count: number;
};

/** One suggested reply: its source, its text, and Send / Edit. */
export function SuggestionCard({
  suggestion,
  commentId,
  index,
  count,
  onSend,
  onEdit,
}: SuggestionCardProps) {
  const t = useDetailT();
  const labelId = useId();
  const [busy, setBusy] = useState<'send' | 'edit' | null>(null);

  // Not `disabled` while busy: the pressed button keeps focus (a disabled one would drop it).
  const send = async () => {
    if (busy) return;
    setBusy('send');
    try {
      await onSend(suggestion, commentId);
    } catch {
      // SPEC §8: logged by the api layer, no message; the suggestion stays for another try.
      setBusy(null);
    }
  };

  const edit = async () => {
    if (busy) return;
    setBusy('edit');
    try {
      await acceptSuggestionForEdit(suggestion._id);
    } catch {
      // Only the statistics miss it (logged); the text still goes to the composer.
    }
    onEdit(suggestion, commentId);
  };

  return (
    <article
      className="td-ai-suggestion"
      tabIndex={-1}
      aria-labelledby={labelId}
      aria-busy={busy !== null}
    >
      <div className="td-ai-suggestion-head">
        <span id={labelId} className="td-ai-suggestion-label">
          {t('aiSuggestionLabel', { index: index + 1, count })}
        </span>
        <SuggestionSource source={suggestion.source} />
      </div>
      <p className="td-ai-text">{suggestion.response}</p>
      <div className="td-ai-actions">
        <Button variant="primary" size="sm" icon={<SendIcon />} onClick={() => void send()}>
          {busy === 'send' ? t('sending') : t('aiSend')}
        </Button>
        <Button size="sm" onClick={() => void edit()}>
          {t('aiEdit')}
        </Button>
      </div>
    </article>
  );
}
