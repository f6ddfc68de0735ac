import type { CannedAnswerValues } from '@portal/shared/contract';
import { LIMITS, type PrecannedAnswer } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { SendIcon, SparklesIcon } from '@portal/ui/icons';
import { TextArea } from '@portal/ui/text-area';
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import type { AnsweredMeanwhile } from '../hooks/use-answered-meanwhile';
import { rowsForText, useAutoGrow } from '../hooks/use-auto-grow';
import type { CommentDraft } from '../hooks/use-comment-draft';
import { AnsweredMeanwhileDialog } from './answered-meanwhile-dialog';
import { CannedAnswers } from './canned-answers';
import './comment-input.css';

/** Staff tools of the input: the staff-only toggle and the group's canned answers. */
export interface StaffInputOptions {
  cannedAnswers: readonly PrecannedAnswer[];
  placeholders: CannedAnswerValues;
}

type CommentInputProps = {
  draft: CommentDraft;
  /** Resolves when the comment was accepted; the text comes back when it rejects. */
  onSend: (message: string, staffOnly: boolean) => Promise<unknown>;
  /** Present only for viewers allowed to comment privately and use canned answers. */
  staffOptions?: StaffInputOptions;
  /** The text box, for a caller that moves focus back to it (a panel closing). */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** More buttons beside Send (the AI suggestions for staff). */
  tools?: ReactNode;
  /** Told as the writer types (staff presence says so to the others). */
  onTyping?: () => void;
  /** Comments by others since the draft started: sending asks first when there are any. */
  answeredMeanwhile?: AnsweredMeanwhile;
};

/** Shows the counter once the text is this close to the limit. */
const COUNTER_THRESHOLD = 0.9;

export function canSendComment(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && text.length <= LIMITS.commentLength;
}

export function CommentInput({
  draft,
  onSend,
  staffOptions,
  inputRef,
  tools,
  onTyping,
  answeredMeanwhile,
}: CommentInputProps) {
  const t = useDetailT();
  const { text, setText, staffOnly, setStaffOnly } = draft;
  /** Comments written and not yet answered; each waits for the one before (order kept). */
  const [sending, setSending] = useState(0);
  /** Others wrote while this was being written: the dialog asks before it goes. */
  const [askingToSend, setAskingToSend] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const textareaRef = inputRef ?? ownRef;
  const hintId = useId();
  const counterId = useId();
  const originId = useId();
  useAutoGrow(textareaRef, text, LIMITS.commentTextareaMaxRows);
  // A suggestion opened for editing: ready to type at its end (in the same commit that removed
  // the button pressed, so focus never rests on the page).
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!draft.suggestion || !textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, [draft.suggestion, textareaRef]);

  const sendable = canSendComment(text);
  const showCounter = text.length >= LIMITS.commentLength * COUNTER_THRESHOLD;
  const privateComment = staffOptions !== undefined && staffOnly;
  const describedBy = [draft.suggestion ? originId : null, hintId, showCounter ? counterId : null];

  const send = ({ confirmed = false } = {}) => {
    if (!sendable) return;
    if (!confirmed && answeredMeanwhile && answeredMeanwhile.authors.length > 0) {
      setAskingToSend(true);
      return;
    }
    // The thread shows the comment as sending and the box is free for the next one at once; a
    // comment written meanwhile goes once this one is answered, so they arrive in order.
    const written = { text, suggestion: draft.suggestion };
    const staffOnlyComment = privateComment;
    setSending((count) => count + 1);
    setText('');
    const sent = queue.current.then(() => onSend(written.text.trim(), staffOnlyComment));
    queue.current = sent.catch(() => undefined);
    sent
      // Refused (the Error dialog said why): the text comes back so nothing is lost.
      .catch(() => draft.restore(written))
      .finally(() => {
        setSending((count) => count - 1);
        textareaRef.current?.focus();
      });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const insertCanned = (answer: string) => {
    setText(text.trim() ? `${text}\n${answer}`.slice(0, LIMITS.commentLength) : answer);
    textareaRef.current?.focus();
  };

  return (
    <>
      <form
        className={
          privateComment ? 'td-comment-input td-comment-input-private' : 'td-comment-input'
        }
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        {staffOptions && (
          <div className="td-comment-staff-bar">
            <Checkbox
              className="td-staff-toggle"
              label={t('staffOnlyToggle')}
              checked={staffOnly}
              onChange={(event) => setStaffOnly(event.target.checked)}
            />
            <CannedAnswers
              answers={staffOptions.cannedAnswers}
              values={staffOptions.placeholders}
              onChoose={insertCanned}
            />
          </div>
        )}
        {draft.suggestion && (
          <p id={originId} className="td-comment-origin">
            <SparklesIcon />
            {t('aiDraftFromSuggestion')}
          </p>
        )}
        <TextArea
          ref={textareaRef}
          className="td-comment-textarea"
          aria-label={t('commentLabel')}
          aria-describedby={describedBy.filter(Boolean).join(' ')}
          placeholder={t('commentLabel')}
          rows={rowsForText(text, LIMITS.commentTextareaMaxRows)}
          maxLength={LIMITS.commentLength}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
        />
        <div className="td-comment-input-bar">
          <span id={hintId} className="td-comment-hint">
            {t('commentHint')}
          </span>
          {showCounter && (
            <span id={counterId} className="td-comment-counter" aria-live="polite">
              {t('characterCount', { count: text.length, max: LIMITS.commentLength })}
            </span>
          )}
          {tools}
          <Button type="submit" variant="primary" icon={<SendIcon />} disabled={!sendable}>
            {sending > 0 && !sendable ? t('sending') : t('send')}
          </Button>
        </div>
      </form>
      {answeredMeanwhile && (
        <AnsweredMeanwhileDialog
          open={askingToSend}
          authors={answeredMeanwhile.authors}
          onSend={() => {
            setAskingToSend(false);
            answeredMeanwhile.acknowledge();
            send({ confirmed: true });
          }}
          onReadFirst={() => {
            setAskingToSend(false);
            answeredMeanwhile.acknowledge();
            textareaRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
