import { useLanguage } from '@portal/shared/runtime/i18n';

/** A moment in the page language: its day and time, or its day alone (`day`) with both as title. */
export function AtTime({ at, day = false }: { at: number; day?: boolean }) {
  const language = useLanguage();
  const date = new Date(at);
  const full = date.toLocaleString(language);
  return (
    <time dateTime={date.toISOString()} title={day ? full : undefined}>
      {day ? date.toLocaleDateString(language) : full}
    </time>
  );
}
