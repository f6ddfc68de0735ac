import {
  type CommentAction,
  type PublicAccount,
  RESOLUTIONS,
  type Resolution,
  type TicketComment,
} from '@portal/shared/contract';
import { type AccountParty, accountParty } from '@portal/shared/runtime/account-name';
import type { TicketDetailTranslationKey } from '../../../i18n/translations';
import type { DetailT } from '../../../i18n/use-detail-t';

export type EventAction = Exclude<CommentAction, ''>;

/** Whom an assignment names: also the one who did it, when the same person. */
type Target = AccountParty | 'actor';

export interface EventReading {
  t: DetailT;
  /** The viewer's own `visualId`, when signed in. */
  viewerVisualId: string | undefined;
  /** The ticket creator's `visualId` as the viewer is sent it, once the ticket is known. */
  creatorVisualId: string | undefined;
  nameOf: (account: PublicAccount) => string;
  roleName: (key: string) => string;
  resolutionName: (resolution: Resolution) => string;
}

const SIMPLE_TEXT = {
  take: { you: 'eventTakeByYou', other: 'eventTake' },
  close: { you: 'eventCloseByYou', other: 'eventClose' },
  reopen: { you: 'eventReopenByYou', other: 'eventReopen' },
  requestComments: { you: 'eventRequestCommentsByYou', other: 'eventRequestComments' },
} as const;

const ROLE_TEXT = {
  assignRole: {
    you: 'eventAssignRoleByYou',
    named: 'eventAssignRole',
    team: 'eventAssignRoleByTeam',
  },
  unassignRole: {
    you: 'eventUnassignRoleByYou',
    named: 'eventUnassignRole',
    team: 'eventUnassignRoleByTeam',
  },
} as const;

/** By actor, then by target. A team member acting on themselves is "a member", never the team. */
const ASSIGNMENT_TEXT: Record<
  'assign' | 'unassign',
  Record<AccountParty, Record<Target, TicketDetailTranslationKey>>
> = {
  assign: {
    you: {
      you: 'eventAssignByYouToYourself',
      actor: 'eventAssignByYouToYourself',
      named: 'eventAssignByYou',
      team: 'eventAssignByYouToTeamMember',
    },
    named: {
      you: 'eventAssignToYou',
      actor: 'eventAssignToThemselves',
      named: 'eventAssign',
      team: 'eventAssignToTeamMember',
    },
    team: {
      you: 'eventAssignToYou',
      actor: 'eventAssignByTeamMemberToThemselves',
      named: 'eventAssign',
      team: 'eventAssignToTeamMember',
    },
  },
  unassign: {
    you: {
      you: 'eventUnassignByYouYourself',
      actor: 'eventUnassignByYouYourself',
      named: 'eventUnassignByYou',
      team: 'eventUnassignByYouTeamMember',
    },
    named: {
      you: 'eventUnassignYou',
      actor: 'eventUnassignThemselves',
      named: 'eventUnassign',
      team: 'eventUnassignTeamMember',
    },
    team: {
      you: 'eventUnassignYou',
      actor: 'eventUnassignByTeamMemberThemselves',
      named: 'eventUnassign',
      team: 'eventUnassignTeamMember',
    },
  },
};

function targetOf(comment: TicketComment, actor: PublicAccount, reading: EventReading): Target {
  const { assignee } = comment;
  if (!assignee) return 'team';
  if (assignee.visualId === actor.visualId) return 'actor';
  return accountParty(assignee, reading.viewerVisualId);
}

/**
 * A request for more responses by someone the viewer knows only by hash id: a hash id is no
 * subject of a sentence, their part on the report is (only its creator or its accused may ask).
 */
function requestByPart(actor: PublicAccount, reading: EventReading): TicketDetailTranslationKey {
  return actor.visualId === reading.creatorVisualId
    ? 'eventRequestCommentsByReporter'
    : 'eventRequestCommentsByAccused';
}

function resolutionOf(message: string): Resolution | undefined {
  return RESOLUTIONS.find((resolution) => resolution === message);
}

/** One logged action as a sentence for this viewer, in the viewer's language. */
export function eventSentence(
  comment: TicketComment & { action: EventAction },
  reading: EventReading,
): string {
  const { t, nameOf } = reading;
  const actor = comment.createdBy;
  const party = accountParty(actor, reading.viewerVisualId);
  const name = party === 'team' ? t('eventSupportTeam') : nameOf(actor);
  const { action } = comment;
  if (action === 'assign' || action === 'unassign') {
    const key = ASSIGNMENT_TEXT[action][party][targetOf(comment, actor, reading)];
    return t(key, { name, target: comment.assignee ? nameOf(comment.assignee) : '' });
  }
  if (action === 'assignRole' || action === 'unassignRole') {
    return t(ROLE_TEXT[action][party], { name, target: reading.roleName(comment.message) });
  }
  const resolution = action === 'close' ? resolutionOf(comment.message) : undefined;
  if (resolution) {
    const key = party === 'you' ? 'eventCloseReportByYou' : 'eventCloseReport';
    return t(key, { name, resolution: reading.resolutionName(resolution) });
  }
  if (action === 'requestComments' && party === 'named' && !actor.name && !actor.isStaff) {
    return t(requestByPart(actor, reading));
  }
  return t(SIMPLE_TEXT[action][party === 'you' ? 'you' : 'other'], { name });
}
