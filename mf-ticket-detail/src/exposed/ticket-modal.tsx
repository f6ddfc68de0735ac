import type { TicketComment } from '@portal/shared/contract';
import type { TicketModalProps } from '@portal/shared/runtime/remotes';
import { useId } from 'react';
import { ModalDialog } from '../components/modal-dialog';
import { usePostComment } from '../features/comment-input/api/post-comment';
import { CommentInput } from '../features/comment-input/components/comment-input';
import { CommentThread } from '../features/thread/components/comment-thread';
import { useAddCommentToThread } from '../features/thread/hooks/use-add-comment';
import { useMarkAsRead } from '../features/thread/hooks/use-mark-as-read';
import { useTicket } from '../features/ticket-summary/api/get-ticket';
import { TicketHeader } from '../features/ticket-summary/components/ticket-header';
import { useLiveTicket } from '../features/ticket-summary/hooks/use-live-ticket';
import { registerTicketDetailTranslations, useDetailT } from '../i18n/use-detail-t';

registerTicketDetailTranslations();

/** `mf_ticket_detail/TicketModal`: one ticket's header, live thread and comment input. */
export default function TicketModal({ ticketId, onClose }: TicketModalProps) {
  const t = useDetailT();
  const titleId = useId();
  const { data: ticket, error } = useTicket(ticketId);
  useLiveTicket(ticketId);
  useMarkAsRead(ticketId);
  const postComment = usePostComment(ticketId);
  const addToThread = useAddCommentToThread(ticketId);

  const send = async (message: string) => {
    const comment: TicketComment = await postComment(message);
    // The live event brings the same comment; adding it now makes sending feel instant.
    await addToThread(comment);
  };

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} closeLabel={t('close')}>
      <TicketHeader titleId={titleId} ticketId={ticketId} ticket={ticket} failed={!!error} />
      <CommentThread key={`thread-${ticketId}`} ticketId={ticketId} />
      {ticket && <CommentInput key={`input-${ticketId}`} onSend={send} />}
    </ModalDialog>
  );
}
