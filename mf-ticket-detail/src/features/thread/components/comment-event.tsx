import type { TicketComment } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import { useResolutionName } from '@portal/shared/runtime/resolution-name';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useDetailT } from '../../../i18n/use-detail-t';
import { type EventAction, eventSentence } from '../text/event-sentence';
import { CommentTime } from './comment-time';

type CommentEventProps = {
  comment: TicketComment & { action: EventAction };
  roleName: (key: string) => string;
  /** The ticket creator's `visualId`, once the ticket is known. */
  creatorVisualId: string | undefined;
};

/** A logged action as one line, worded for this viewer (`text/event-sentence.ts`). */
export function CommentEvent({ comment, roleName, creatorVisualId }: CommentEventProps) {
  const t = useDetailT();
  const nameOf = useAccountName();
  const resolutionName = useResolutionName();
  const { account } = useViewer();
  const sentence = eventSentence(comment, {
    t,
    nameOf,
    roleName,
    resolutionName,
    viewerVisualId: account?.visualId,
    creatorVisualId,
  });
  return (
    <li className="td-event">
      <span>{sentence}</span>
      <CommentTime timestamp={comment.timestamp} />
    </li>
  );
}

export function isActionComment(comment: TicketComment): comment is TicketComment & {
  action: EventAction;
} {
  return comment.action !== '';
}
