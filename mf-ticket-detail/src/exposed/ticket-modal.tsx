import { TICKET_STATUS } from '@portal/shared/contract';
import { useAccountMarks } from '@portal/shared/runtime/account-marks';
import { isHeld } from '@portal/shared/runtime/cache-keys';
import { isApiError, isOutOfSight } from '@portal/shared/runtime/errors';
import { useGroups } from '@portal/shared/runtime/queries/get-groups';
import { ticketKey, useTicket } from '@portal/shared/runtime/queries/get-ticket';
import type { TicketModalProps } from '@portal/shared/runtime/remotes';
import { Modal } from '@portal/ui/modal';
import { showToast } from '@portal/ui/toast';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useTicketAccess } from '../access/use-ticket-access';
import { AccountViews } from '../components/person-label';
import { AiReplyRating } from '../features/ai-suggestions/components/ai-reply-rating';
import { SuggestionPanel } from '../features/ai-suggestions/components/suggestion-panel';
import { SuggestionsButton } from '../features/ai-suggestions/components/suggestions-button';
import { useSuggestionPanel } from '../features/ai-suggestions/hooks/use-suggestion-panel';
import { commentToAnswer } from '../features/ai-suggestions/text/comment-to-answer';
import { AttachmentCarousel } from '../features/attachments/components/attachment-carousel';
import { CommentInput } from '../features/comment-input/components/comment-input';
import { useCommentDraft } from '../features/comment-input/hooks/use-comment-draft';
import { PlayerTools } from '../features/player-tools/components/player-tools';
import { PresenceLine } from '../features/presence/components/presence-line';
import { RelatedReports } from '../features/staff-tools/components/related-reports';
import { StaffToolbar } from '../features/staff-tools/components/staff-toolbar';
import { CommentThread } from '../features/thread/components/comment-thread';
import { useLoadedThread } from '../features/thread/hooks/use-loaded-thread';
import { TicketHeader } from '../features/ticket-summary/components/ticket-header';
import { useLiveTicket } from '../features/ticket-summary/hooks/use-live-ticket';
import { UserDetails } from '../features/user-details/components/user-details';
import { registerTicketDetailTranslations, useDetailT } from '../i18n/use-detail-t';
import { useCommentSender } from '../modal/use-comment-sender';
import { useFollowNewest } from '../modal/use-follow-newest';
import { useReadTracking } from '../modal/use-read-tracking';
import { useReplyPresence } from '../modal/use-reply-presence';
import { useRoleNamesFor } from '../modal/use-role-names-for';
import { useStaffInputOptions } from '../modal/use-staff-input-options';
import './ticket-modal.css';

registerTicketDetailTranslations();

/** `mf_ticket_detail/TicketModal`: one ticket's header, tools, live thread and comment input. */
export default function TicketModal({ ticketId, onClose }: TicketModalProps) {
  const t = useDetailT();
  const contentRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  // Once the page holds the ticket, a refresh refused (the ticket handed on, out of this viewer's
  // sight) closes the modal with a word, not the Error dialog: nothing went wrong.
  const { cache } = useSWRConfig();
  const { data: ticket, error } = useTicket(ticketId, {
    quiet: isHeld(cache, ticketKey(ticketId)),
  });
  const group = useGroups().data?.find((item) => item.key === ticket?.group);
  const access = useTicketAccess(ticket, group);
  const thread = useLoadedThread(ticketId);
  const roleName = useRoleNamesFor(ticket, thread.comments);
  const unread = useReadTracking(ticketId, ticket, access.viewerId);
  useLiveTicket(ticketId);
  const draft = useCommentDraft();
  const { send, sendSuggestion, postPending } = useCommentSender(
    ticketId,
    draft,
    access.canCommentStaffOnly,
  );
  const { presence, composer } = useReplyPresence(ticketId, draft, access.seesPresence);
  const suggestions = useSuggestionPanel(access.canUseSuggestions);
  const staffOptions = useStaffInputOptions(ticket, group, access.canCommentStaffOnly);
  const marksOf = useAccountMarks();
  const scrollArea = useFollowNewest(thread.comments[thread.comments.length - 1]?._id);
  // A ticket that does not exist or is not the viewer's: the Error dialog says why, and an empty
  // modal would only stand in the way of the list. Once shown, only a refused sight ends it: a
  // refresh refused for another reason (too many reads) leaves the held ticket in view.
  const shown = ticket !== undefined;
  const refused = shown
    ? isOutOfSight(error)
    : isApiError(error) && error.status >= 400 && error.status < 500;
  useEffect(() => {
    if (!refused) return;
    if (shown) showToast({ message: t('ticketNoLongerVisible') });
    onClose();
  }, [refused, shown, onClose, t]);

  return (
    <AccountViews view={access.isStaff ? UserDetails : null} marksOf={marksOf}>
      <Modal
        open
        onClose={onClose}
        title={ticket?.title ?? (error ? t('ticketLoadFailed') : t('loadingTicket'))}
        size="lg"
        closeLabel={t('close')}
        className="td-modal"
        initialFocusRef={contentRef}
      >
        {/* Focus starts on the content, not on its first control (which may open a hover card). */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Ctrl/Cmd+Space anywhere in the ticket opens the suggestions */}
        <div
          ref={contentRef}
          tabIndex={-1}
          className="td-modal-content"
          onKeyDown={suggestions.onShortcutKey}
        >
          {access.seesPresence && (
            <PresenceLine viewers={presence.viewers} typing={presence.typing} />
          )}
          {/* One scroll area above a composer that stays in view (ticket-modal.css). */}
          <div ref={scrollArea.ref} className="td-modal-scroll" onScroll={scrollArea.onScroll}>
            <TicketHeader
              ticketId={ticketId}
              ticket={ticket}
              group={group}
              unread={unread}
              canCopy={access.canAdminister}
              roleName={roleName}
            />
            {ticket && ticket.attachments.length > 0 && (
              <AttachmentCarousel ticketId={ticketId} attachments={ticket.attachments} />
            )}
            {ticket && access.isStaff && (
              <StaffToolbar
                ticket={ticket}
                group={group}
                access={access}
                roleName={roleName}
                postPendingComment={postPending}
              />
            )}
            {ticket && access.seesRelatedReports && (
              <RelatedReports
                key={ticketId}
                ticket={ticket}
                canClose={access.canClose}
                postPendingComment={postPending}
              />
            )}
            <CommentThread
              key={`thread-${ticketId}`}
              ticketId={ticketId}
              canEdit={access.canEdit}
              canDelete={access.canDelete}
              roleName={roleName}
              creatorVisualId={ticket?.createdBy.visualId}
              showAiMarks={access.seesAiMarks}
              commentExtra={(comment) =>
                comment.aiGenerated &&
                access.canRateAiReplies && <AiReplyRating commentId={comment._id} />
              }
            />
            {ticket && (
              <PlayerTools
                ticket={ticket}
                access={access}
                thread={thread.complete ? thread.comments : null}
              />
            )}
            <SuggestionPanel
              panel={suggestions}
              ticketId={ticketId}
              target={commentToAnswer(thread.loaded ? thread.comments : null, thread.complete)}
              returnFocusRef={composerRef}
              onSend={async (suggestion, commentId) => {
                await sendSuggestion(commentId, suggestion._id);
                composerRef.current?.focus();
                suggestions.close();
              }}
              onEdit={(suggestion, commentId) => {
                draft.startFromSuggestion({
                  responseId: suggestion._id,
                  text: suggestion.response,
                  commentId,
                });
                suggestions.close();
              }}
            />
          </div>
          {ticket?.status === TICKET_STATUS.opened && (
            <CommentInput
              draft={draft}
              onSend={send}
              staffOptions={staffOptions}
              inputRef={composerRef}
              tools={access.canUseSuggestions && <SuggestionsButton panel={suggestions} />}
              {...composer}
            />
          )}
        </div>
      </Modal>
    </AccountViews>
  );
}
