import type { Webhook, WebhookDelivery } from '@portal/shared/contract';
import { usePollWhileVisible } from '@portal/shared/runtime/poll-while-visible';
import {
  useWebhookDeliveries,
  webhookDeliveriesKey,
  webhooksKey,
} from '@portal/shared/runtime/queries/get-webhooks';
import { ticketOver } from '@portal/shared/runtime/routes';
import { Link, useLocation } from '@portal/shared/runtime/routing';
import { Badge } from '@portal/ui/badge';
import { Button } from '@portal/ui/button';
import type { DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { useEffect, useId, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { AtTime } from '../../../components/at-time';
import { InPageTable } from '../../../components/in-page-table';
import { SectionLoading } from '../../../components/section-loading';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useRetryWebhookDelivery } from '../api/change-webhook';
import { DELIVERY_STATUS, EVENT_LABELS } from '../rules/webhook-labels';
import { DeliveryAttempts } from './delivery-attempts';

/**
 * How often an open log is read again while the page is visible: deliveries are sent and retried
 * in the background, and no live event tells of them.
 */
export const WEBHOOK_DELIVERIES_REFRESH_MS = 5_000;

/** One webhook's latest deliveries, newest first, each with its tries and a Retry. */
export function DeliveryLog({ webhook, onHide }: { webhook: Webhook; onHide: () => void }) {
  const t = usePanelT();
  const location = useLocation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The log opens below the table, out of sight on a phone: focus takes the reader there.
  useEffect(() => heading.current?.focus(), []);
  // Quiet: a read every few seconds must not raise the Error dialog each time (a webhook another
  // admin deleted answers 404 until the list drops it); its failure is said here instead.
  const { data, error, isLoading } = useWebhookDeliveries(webhook.id, { quiet: true });
  usePollWhileVisible(webhookDeliveriesKey(webhook.id), WEBHOOK_DELIVERIES_REFRESH_MS);
  const retry = useRetryWebhookDelivery(webhook.id);
  // The table's "latest delivery" follows what the log shows, rather than its own slower refresh.
  const { mutate } = useSWRConfig();
  const newest = data?.[0] ? `${data[0].createdAt}:${data[0].status}` : undefined;
  const last = webhook.lastDelivery;
  const listed = last ? `${last.createdAt}:${last.status}` : undefined;
  useEffect(() => {
    if (newest !== undefined && newest !== listed) void mutate(webhooksKey());
  }, [newest, listed, mutate]);

  const columns: DataTableColumn<WebhookDelivery>[] = [
    { id: 'event', header: t('deliveryEvent'), cell: (row) => t(EVENT_LABELS[row.event]) },
    {
      id: 'ticket',
      header: t('ticket'),
      cell: ({ ticketId }) =>
        ticketId === null ? (
          '—'
        ) : (
          <Link
            {...ticketOver(ticketId, location)}
            aria-label={t('ticketNumber', { id: ticketId })}
          >
            #{ticketId}
          </Link>
        ),
    },
    {
      id: 'status',
      header: t('status'),
      cell: (row) => (
        <Badge tone={DELIVERY_STATUS[row.status].tone}>{t(DELIVERY_STATUS[row.status].text)}</Badge>
      ),
    },
    {
      id: 'attempts',
      header: t('deliveryAttempts'),
      cell: (row) => <DeliveryAttempts attempts={row.attempts} />,
    },
    {
      id: 'lastAttempt',
      header: t('deliveryLastAttempt'),
      cell: (row) => {
        const last = row.attempts.at(-1);
        return last ? <AtTime at={last.at} /> : '—';
      },
    },
    {
      id: 'nextAttempt',
      header: t('deliveryNextAttempt'),
      cell: (row) =>
        row.status === 'pending' && row.nextAttemptAt !== null ? (
          <AtTime at={row.nextAttemptAt} />
        ) : (
          '—'
        ),
    },
    {
      id: 'retry',
      header: t('webhookActions'),
      cell: (row) => (
        <Button
          size="sm"
          disabled={retry.busy}
          onClick={() => void retry.trigger({ params: { id: webhook.id, deliveryId: row.id } })}
        >
          {t('retryDelivery')}
        </Button>
      ),
    },
  ];

  return (
    <section className="ap-table-section" aria-labelledby={headingId}>
      <div className="ap-export">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="ap-webhook-log-title">
          {t('deliveriesOf', { url: webhook.url })}
        </h3>
        <Button size="sm" onClick={onHide}>
          {t('hideDeliveries')}
        </Button>
        {retry.error && (
          <p className="ap-export-failure" role="alert">
            {t('retryFailed')}
          </p>
        )}
      </div>
      {error && !data ? (
        <EmptyState title={t('loadFailed')} />
      ) : isLoading ? (
        <SectionLoading height={160} />
      ) : (
        <InPageTable
          caption={t('deliveriesTable')}
          columns={columns}
          rows={data ?? []}
          rowKey={(row) => row.id}
          empty={<EmptyState title={t('noDeliveries')} />}
        />
      )}
    </section>
  );
}
