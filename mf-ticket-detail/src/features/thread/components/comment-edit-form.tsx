import { LIMITS, type TicketComment } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { TextArea } from '@portal/ui/text-area';
import { useEffect, useRef, useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useEditComment } from '../api/edit-comment';

type CommentEditFormProps = {
  comment: TicketComment;
  onSaved: (comment: TicketComment) => void;
  onCancel: () => void;
};

/** Inline edit of one's own comment; an unchanged text is not sent (SPEC §5). */
export function CommentEditForm({ comment, onSaved, onCancel }: CommentEditFormProps) {
  const t = useDetailT();
  const [text, setText] = useState(comment.message);
  const { trigger, busy: saving } = useEditComment();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textareaRef.current?.focus(), []);

  const trimmed = text.trim();
  const savable = trimmed.length > 0 && text.length <= LIMITS.commentLength && !saving;

  const save = async () => {
    if (!savable) return;
    if (trimmed === comment.message.trim()) {
      onCancel();
      return;
    }
    // Refused: the Error dialog says why and the text stays for another try.
    const edited = await trigger({ body: { commentId: comment._id, message: trimmed } });
    if (edited) onSaved(edited);
  };

  return (
    <form
      className="td-edit-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextArea
        ref={textareaRef}
        className="td-comment-textarea"
        aria-label={t('editCommentLabel')}
        maxLength={LIMITS.commentLength}
        rows={Math.min(Math.max(text.split('\n').length, 2), LIMITS.commentTextareaMaxRows)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Escape cancels the edit before it reaches the modal (the kit skips handled keys).
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
            return;
          }
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void save();
        }}
      />
      <div className="td-edit-actions">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="primary" disabled={!savable}>
          {t('saveEdit')}
        </Button>
      </div>
    </form>
  );
}
