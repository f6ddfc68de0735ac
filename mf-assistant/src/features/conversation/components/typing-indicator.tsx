import { useAssistantT } from '../../../i18n/use-assistant-t';

/** Three pulsing dots while the answer is being written; read out once as a status. */
export function TypingIndicator() {
  const t = useAssistantT();
  return (
    <li className="as-message as-message-assistant as-typing">
      <span className="as-typing-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="portal-visually-hidden" role="status">
        {t('assistantTyping')}
      </span>
    </li>
  );
}
