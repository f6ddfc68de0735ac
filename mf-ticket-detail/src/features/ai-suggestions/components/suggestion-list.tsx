import type { TicketComment } from '@portal/shared/contract';
import { EmptyState } from '@portal/ui/empty-state';
import { Skeleton } from '@portal/ui/skeleton';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useSuggestions } from '../api/get-suggestions';
import { excerpt } from '../text/excerpt';
import { type SuggestionActions, SuggestionCard } from './suggestion-card';

type SuggestionListProps = SuggestionActions & {
  ticketId: number;
  comment: TicketComment;
};

const CARD = '.td-ai-suggestion';

/** Up/Down (and Home/End) move between suggestions; Tab goes through each one's actions. */
function moveBetweenCards(event: KeyboardEvent<HTMLOListElement>) {
  const cards = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(CARD));
  const current = cards.findIndex((card) => card.contains(document.activeElement));
  const next = {
    ArrowDown: Math.min(current + 1, cards.length - 1),
    ArrowUp: Math.max(current - 1, 0),
    Home: 0,
    End: cards.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  cards[next]?.focus();
}

/** The suggestions for one comment: loading, none, or the list. */
export function SuggestionList({ ticketId, comment, onSend, onEdit }: SuggestionListProps) {
  const t = useDetailT();
  const { data, isLoading } = useSuggestions(ticketId, comment._id);
  const listRef = useRef<HTMLOListElement>(null);
  const count = data?.length ?? 0;

  // The panel took focus while loading; once the list is there, the first suggestion takes it.
  useEffect(() => {
    const list = listRef.current;
    const panel = list?.closest('[role="dialog"]');
    if (count > 0 && panel && document.activeElement === panel) {
      list?.querySelector<HTMLElement>(CARD)?.focus();
    }
  }, [count]);

  return (
    <>
      <p className="td-ai-replying-to">
        {t('aiReplyingTo', { excerpt: excerpt(comment.message) })}
      </p>
      {isLoading ? (
        <div className="td-ai-loading" aria-busy="true">
          <Skeleton height="3.5em" shape="block" />
          <Skeleton height="3.5em" shape="block" />
          <span role="status">{t('aiLoading')}</span>
        </div>
      ) : count === 0 ? (
        // A failed call lands here too: SPEC §8 wants it logged only, with no message.
        <EmptyState title={t('aiEmptyTitle')} explanation={t('aiEmptyExplanation')} />
      ) : (
        <ol ref={listRef} className="td-ai-list" onKeyDown={moveBetweenCards}>
          {data?.map((suggestion, index) => (
            <li key={suggestion._id}>
              <SuggestionCard
                suggestion={suggestion}
                commentId={comment._id}
                index={index}
                count={count}
                onSend={onSend}
                onEdit={onEdit}
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
