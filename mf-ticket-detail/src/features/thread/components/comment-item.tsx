import type { TicketComment } from '@portal/shared/contract';
import { useState } from 'react';
import { AccountLabel } from '../../../components/account-label';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
  onEdited: (comment: TicketComment) => void;
  onDeleted: (commentId: number) => void;
};

/** One comment of the thread: author, badges, text with links, edit and delete when allowed. */
export function CommentItem({
  comment,
  canEdit,
  canDelete,
  onEdited,
  onDeleted,
}: CommentItemProps) {
  const t = useDetailT();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const classes = ['td-comment'];
  if (comment.createdBy.isStaff) classes.push('td-comment-by-staff');
  if (comment.staffOnly) classes.push('td-comment-staff-only');
  if (comment.aiGenerated) classes.push('td-comment-ai');

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
        {comment.staffOnly && <span className="td-badge td-badge-staff">{t('staffOnly')}</span>}
        {comment.aiGenerated && <span className="td-badge td-badge-ai">{t('aiGenerated')}</span>}
        <CommentTime timestamp={comment.timestamp} />
        {comment.edited && <EditedMarker history={comment.messageHistory} />}
        {!editing && canEdit && (
          <button type="button" className="td-link-button" onClick={() => setEditing(true)}>
            {t('editComment')}
          </button>
        )}
        {canDelete && (
          <button
            type="button"
            className="td-link-button"
            onClick={() => setConfirmingDelete(true)}
          >
            {t('deleteComment')}
          </button>
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
      {confirmingDelete && (
        <ConfirmDialog
          title={t('deleteCommentTitle')}
          text={t('deleteCommentText')}
          onCancel={() => setConfirmingDelete(false)}
        >
          <button type="button" className="td-button" onClick={() => setConfirmingDelete(false)}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="td-button td-button-danger"
            onClick={() => void confirmDelete()}
          >
            {t('deleteComment')}
          </button>
        </ConfirmDialog>
      )}
    </li>
  );
}
