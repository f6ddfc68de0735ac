import { Button } from '@portal/ui/button';
import { useMemo, useRef } from 'react';
import { useAssistantT } from '../../../i18n/use-assistant-t';
import { useScrollAnchor } from '../hooks/use-scroll-anchor';
import type { ConversationEntry } from '../rules/conversation-entry';
import { MessageItem } from './message-item';
import { TypingIndicator } from './typing-indicator';

interface MessageListProps {
  entries: readonly ConversationEntry[];
  waiting: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => void;
  onRetry: (questionKey: string) => void;
}

/** The conversation, oldest first, with older messages above on demand or on scrolling up. */
export function MessageList({
  entries,
  waiting,
  hasOlder,
  loadingOlder,
  olderFailed,
  onLoadOlder,
  onRetry,
}: MessageListProps) {
  const t = useAssistantT();
  const scroller = useRef<HTMLDivElement>(null);
  const first = entries[0]?.key;
  const last = entries.at(-1)?.key;
  const edges = useMemo(() => ({ first, last, tail: waiting }), [first, last, waiting]);
  const onScroll = useScrollAnchor(scroller, edges, () => {
    if (hasOlder && !olderFailed) onLoadOlder();
  });

  return (
    <div
      ref={scroller}
      className="as-messages"
      role="log"
      aria-label={t('conversation')}
      onScroll={onScroll}
    >
      {hasOlder && (
        <div className="as-older">
          <Button size="sm" variant="ghost" disabled={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder ? t('loadingOlder') : t('loadOlder')}
          </Button>
          {olderFailed && (
            <p className="as-failure" role="alert">
              {t('historyLoadFailed')}
            </p>
          )}
        </div>
      )}
      <ol className="as-message-list">
        {entries.map((entry) => (
          <MessageItem key={entry.key} entry={entry} onRetry={onRetry} retryDisabled={waiting} />
        ))}
        {waiting && <TypingIndicator />}
      </ol>
    </div>
  );
}
