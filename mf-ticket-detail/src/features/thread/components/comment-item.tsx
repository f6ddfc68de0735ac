import type { TicketComment } from '@portal/shared/contract';
import { Badge } from '@portal/ui/badge';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { LockIcon } from '@portal/ui/icons';
import { type ReactNode, useState } from 'react';
import { AccountLabel } from '../../../components/account-label';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useDeleteComment } from '../api/delete-comment';
import { isPendingComment } from '../cache/pending-comment';
import { MessageText } from '../text/message-text';
import { CommentEditForm } from './comment-edit-form';
import { CommentTime } from './comment-time';
import { EditedMarker } from './edited-marker';

export type CommentItemProps = {
  comment: TicketComment;
  canEdit: boolean;
  canDelete: boolean;
  /** Whether the viewer is told which replies AI suggested (staff only). */
  showAiMark: boolean;
  onEdited: (comment: TicketComment) => void;
  onDeleted: (commentId: number) => void;
  /** Shown under the text (the rating of an AI reply). */
  extra?: ReactNode;
};

/** One comment of the thread: author, badges, text with links, edit and delete when allowed. */
export function CommentItem({
  comment,
  canEdit,
  canDelete,
  showAiMark,
  onEdited,
  onDeleted,
  extra,
}: CommentItemProps) {
  const t = useDetailT();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deletion = useDeleteComment(comment.ticketId);

  const classes = ['td-comment'];
  if (comment.createdBy.isStaff) classes.push('td-comment-by-staff');
  if (comment.staffOnly) classes.push('td-comment-staff-only');
  const aiMark = showAiMark && comment.aiGenerated;
  if (aiMark) classes.push('td-comment-ai');
  const pending = isPendingComment(comment);
  if (pending) classes.push('td-comment-pending');

  const confirmDelete = async () => {
    setConfirmingDelete(false);
    // Gone at once; refused, it comes back (the Error dialog says why).
    if (await deletion.trigger({ body: { commentId: comment._id } })) onDeleted(comment._id);
  };

  return (
    <li className={classes.join(' ')} aria-busy={pending || undefined}>
      <div className="td-comment-head">
        <span className="td-comment-author">
          <AccountLabel account={comment.createdBy} />
        </span>
        {comment.staffOnly && (
          <Badge tone="warning">
            <LockIcon />
            {t('staffOnly')}
          </Badge>
        )}
        {aiMark && <Badge tone="accent">{t('aiGenerated')}</Badge>}
        <CommentTime timestamp={comment.timestamp} />
        {comment.edited && <EditedMarker history={comment.messageHistory} />}
        {pending && <span className="td-comment-sending">{t('sending')}</span>}
        {!editing && canEdit && !pending && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {t('editComment')}
          </Button>
        )}
        {canDelete && !pending && (
          <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(true)}>
            {t('deleteComment')}
          </Button>
        )}
      </div>
      {editing ? (
        <CommentEditForm
          comment={comment}
          onCancel={() => setEditing(false)}
          onSaved={(edited) => {
            setEditing(false);
            onEdited(edited);
          }}
        />
      ) : (
        <MessageText className="td-comment-text" message={comment.message} />
      )}
      {extra}
      <ConfirmDialog
        open={confirmingDelete}
        variant="danger"
        title={t('deleteCommentTitle')}
        message={t('deleteCommentText')}
        confirmLabel={t('deleteComment')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void confirmDelete()}
      />
    </li>
  );
}
