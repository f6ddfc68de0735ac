import type { CommentAction, TicketComment } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import type { TicketDetailTranslationKey } from '../../../i18n/translations';
import { useDetailT } from '../../../i18n/use-detail-t';
import { CommentTime } from './comment-time';

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

const ROLE_ACTIONS: readonly CommentAction[] = ['assignRole', 'unassignRole'];

type CommentEventProps = {
  comment: TicketComment & { action: Exclude<CommentAction, ''> };
  roleName: (key: string) => string;
};

/**
 * A logged action as one line. Assignment events name their target: the assignee as an account
 * (staff as the support name for players), or the role key in the message.
 */
export function CommentEvent({ comment, roleName }: CommentEventProps) {
  const t = useDetailT();
  const nameOf = useAccountName();
  const target = ROLE_ACTIONS.includes(comment.action)
    ? roleName(comment.message)
    : comment.assignee
      ? nameOf(comment.assignee)
      : '';
  return (
    <li className="td-event">
      <span>{t(ACTION_TEXT[comment.action], { name: nameOf(comment.createdBy), target })}</span>
      <CommentTime timestamp={comment.timestamp} />
    </li>
  );
}

export function isActionComment(
  comment: TicketComment,
): comment is TicketComment & { action: Exclude<CommentAction, ''> } {
  return comment.action !== '';
}
