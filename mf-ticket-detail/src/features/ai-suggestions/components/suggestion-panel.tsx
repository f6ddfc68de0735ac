import { EmptyState } from '@portal/ui/empty-state';
import { SparklesIcon } from '@portal/ui/icons';
import { InlineDialog } from '@portal/ui/inline-dialog';
import { Skeleton } from '@portal/ui/skeleton';
import type { RefObject } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import type { SuggestionPanelState } from '../hooks/use-suggestion-panel';
import type { CommentToAnswer } from '../text/comment-to-answer';
import type { SuggestionActions } from './suggestion-card';
import { SuggestionList } from './suggestion-list';
import './ai-suggestions.css';

type SuggestionPanelProps = SuggestionActions & {
  panel: SuggestionPanelState;
  ticketId: number;
  target: CommentToAnswer;
  /** The composer: Escape and the close button send focus back there. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** SPEC §2 staff suggestion panel: suggested replies to the comment the ticket waits on. */
export function SuggestionPanel({
  panel,
  ticketId,
  target,
  returnFocusRef,
  onSend,
  onEdit,
}: SuggestionPanelProps) {
  const t = useDetailT();
  return (
    <InlineDialog
      open={panel.open}
      onClose={panel.close}
      title={
        <>
          <SparklesIcon />
          {t('aiPanelTitle')}
        </>
      }
      anchorRefs={[panel.triggerRef]}
      returnFocusRef={returnFocusRef}
      closeLabel={t('aiPanelClose')}
      id={panel.panelId}
      className="td-ai-panel"
    >
      <div className="td-ai-body">
        {target.kind === 'comment' && (
          <SuggestionList
            ticketId={ticketId}
            comment={target.comment}
            onSend={onSend}
            onEdit={onEdit}
          />
        )}
        {target.kind === 'loading' && (
          <p className="td-ai-loading" aria-busy="true">
            <Skeleton width="60%" />
            <span className="portal-visually-hidden">{t('aiThreadLoading')}</span>
          </p>
        )}
        {target.kind === 'none' && (
          <EmptyState
            title={t('aiNothingToAnswer')}
            explanation={t('aiNothingToAnswerExplanation')}
          />
        )}
        {target.kind === 'newerUnloaded' && (
          <EmptyState title={t('aiNewerUnloaded')} explanation={t('aiNewerUnloadedExplanation')} />
        )}
      </div>
      <p className="td-ai-hint">{t('aiPanelHint')}</p>
    </InlineDialog>
  );
}
