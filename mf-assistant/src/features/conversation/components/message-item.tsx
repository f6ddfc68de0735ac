import { Button } from '@portal/ui/button';
import { InfoIcon, RefreshIcon } from '@portal/ui/icons';
import { useAssistantT } from '../../../i18n/use-assistant-t';
import type { ConversationEntry } from '../rules/conversation-entry';
import { CopyAnswer } from './copy-answer';

interface MessageItemProps {
  entry: ConversationEntry;
  onRetry: (questionKey: string) => void;
  retryDisabled: boolean;
}

/**
 * One message as plain text (React escapes it; `pre-wrap` keeps its line breaks). An answer can
 * be copied and says which model wrote it, or that none did; a failed answer offers to ask again.
 */
export function MessageItem({ entry, onRetry, retryDisabled }: MessageItemProps) {
  const t = useAssistantT();
  const fromAssistant = entry.role === 'assistant';
  const failedReply = fromAssistant && entry.failed;
  return (
    <li className={`as-message as-message-${entry.role} ${failedReply ? 'as-message-failed' : ''}`}>
      <span className="portal-visually-hidden">{fromAssistant ? t('assistant') : t('you')}: </span>
      <p className="as-message-text">{failedReply ? t('errorReply') : entry.text}</p>
      {failedReply && (
        <Button
          size="sm"
          icon={<RefreshIcon />}
          disabled={retryDisabled}
          onClick={() => onRetry(failedReply.questionKey)}
        >
          {t('tryAgain')}
        </Button>
      )}
      {fromAssistant && !failedReply && (
        <div className="as-message-tools">
          {entry.model !== undefined && (
            <span className="as-answer-source">
              <InfoIcon />
              {entry.model === null
                ? t('answeredOffline')
                : t('answeredBy', { model: entry.model })}
            </span>
          )}
          <CopyAnswer text={entry.text} />
        </div>
      )}
    </li>
  );
}
