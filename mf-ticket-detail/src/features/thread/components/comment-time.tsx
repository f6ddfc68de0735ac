import { useLanguage } from '@portal/shared/runtime/i18n';

export function CommentTime({ timestamp }: { timestamp: number }) {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <time className="td-comment-time" dateTime={new Date(timestamp).toISOString()}>
      {format.format(timestamp)}
    </time>
  );
}
