import type { WebhookDelivery } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { usePanelT } from '../../../i18n/use-panel-t';

type Attempt = WebhookDelivery['attempts'][number];

/** What the receiver answered, or why nothing came (its own words: a network error, a time-out). */
function attemptResult(attempt: Attempt): string {
  return attempt.statusCode === null ? (attempt.error ?? '—') : `HTTP ${attempt.statusCode}`;
}

/**
 * How many tries and how the last went; opened, each try's time, answer and duration, oldest
 * first, as the contract lists them.
 */
export function DeliveryAttempts({ attempts }: { attempts: WebhookDelivery['attempts'] }) {
  const t = usePanelT();
  const language = useLanguage();
  const count = t('attemptCount', { count: attempts.length });
  const last = attempts.at(-1);
  if (!last) return count;
  const duration = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
  });
  return (
    <details className="ap-webhook-attempts">
      <summary>
        {count} · {attemptResult(last)}
      </summary>
      <ol>
        {attempts.map((attempt) => (
          <li key={attempt.at}>
            {t('attemptLine', {
              time: new Date(attempt.at).toLocaleString(language),
              result: attemptResult(attempt),
              duration: duration.format(attempt.durationMs),
            })}
          </li>
        ))}
      </ol>
    </details>
  );
}
