import type { CommentAction, TicketComment } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { accountName } from '../../../i18n/account-name';
import type { TicketDetailTranslationKey } from '../../../i18n/translations';
import { useDetailT } from '../../../i18n/use-detail-t';

const ACTION_TEXT: Record<Exclude<CommentAction, ''>, TicketDetailTranslationKey> = {
  take: 'actionTake',
  assign: 'actionAssign',
  unassign: 'actionUnassign',
  assignRole: 'actionAssignRole',
  unassignRole: 'actionUnassignRole',
  close: 'actionClose',
  reopen: 'actionReopen',
  requestComments: 'actionRequestComments',
};

function CommentTime({ timestamp }: { timestamp: number }) {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <time className="td-comment-time" dateTime={new Date(timestamp).toISOString()}>
      {format.format(timestamp)}
    </time>
  );
}

/** One entry of the thread. Messages are React text nodes: markup in them is shown, never run. */
export function CommentItem({ comment }: { comment: TicketComment }) {
  const t = useDetailT();
  const author = accountName(comment.createdBy, t);

  if (comment.action !== '') {
    return (
      <li className="td-event">
        <span>{t(ACTION_TEXT[comment.action], { name: author, message: comment.message })}</span>
        <CommentTime timestamp={comment.timestamp} />
      </li>
    );
  }

  const classes = ['td-comment'];
  if (comment.createdBy.isStaff) classes.push('td-comment-by-staff');
  if (comment.staffOnly) classes.push('td-comment-staff-only');

  return (
    <li className={classes.join(' ')}>
      <div className="td-comment-head">
        <span className="td-comment-author">{author}</span>
        {comment.staffOnly && <span className="td-badge td-badge-staff">{t('staffOnly')}</span>}
        {comment.aiGenerated && <span className="td-badge">{t('aiGenerated')}</span>}
        <CommentTime timestamp={comment.timestamp} />
        {comment.edited && <span className="td-comment-edited">{t('edited')}</span>}
      </div>
      <p className="td-comment-text">{comment.message}</p>
    </li>
  );
}
