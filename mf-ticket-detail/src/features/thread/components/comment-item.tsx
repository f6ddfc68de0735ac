import type { TicketComment } from '@portal/shared/contract';
import { Badge } from '@portal/ui/badge';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { LockIcon } from '@portal/ui/icons';
import { type ReactNode, useState } from 'react';
import { AccountLabel } from '../../../components/account-label';
import { useDetailT } from '../../../i18n/use-detail-t';
import { deleteComment } from '../api/delete-comment';
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

  const classes = ['td-comment'];
  if (comment.createdBy.isStaff) classes.push('td-comment-by-staff');
  if (comment.staffOnly) classes.push('td-comment-staff-only');
  const aiMark = showAiMark && comment.aiGenerated;
  if (aiMark) classes.push('td-comment-ai');

  const confirmDelete = async () => {
    setConfirmingDelete(false);
    try {
      await deleteComment(comment._id);
      onDeleted(comment._id);
    } catch {
      // The api client showed the error dialog; the comment stays.
    }
  };

  return (
    <li className={classes.join(' ')}>
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
        {!editing && canEdit && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {t('editComment')}
          </Button>
        )}
        {canDelete && (
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
