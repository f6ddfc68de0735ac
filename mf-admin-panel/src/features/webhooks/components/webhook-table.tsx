import type { Webhook } from '@portal/shared/contract';
import { Badge } from '@portal/ui/badge';
import { Button } from '@portal/ui/button';
import type { DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { AtTime } from '../../../components/at-time';
import { InPageTable } from '../../../components/in-page-table';
import { usePanelT } from '../../../i18n/use-panel-t';
import { DELIVERY_STATUS, EVENT_LABELS, FORMAT_NAMES } from '../rules/webhook-labels';

export type WebhookAction = 'deliveries' | 'delete';

/** Every webhook, paged in the page (the list is short and comes whole), newest first. */
export function WebhookTable({
  webhooks,
  shownId,
  onAction,
}: {
  webhooks: readonly Webhook[];
  /** The webhook whose deliveries are shown below. */
  shownId: number | null;
  onAction: (action: WebhookAction, webhook: Webhook) => void;
}) {
  const t = usePanelT();
  const columns: DataTableColumn<Webhook>[] = [
    {
      id: 'url',
      header: t('webhookUrl'),
      cell: (row) => (
        <span className="ap-cell-lines ap-webhook-url">
          <span>{row.url}</span>
          {row.description && <span>{row.description}</span>}
        </span>
      ),
    },
    {
      id: 'events',
      header: t('webhookEvents'),
      cell: (row) => row.events.map((event) => t(EVENT_LABELS[event])).join(', '),
    },
    { id: 'format', header: t('webhookFormat'), cell: (row) => FORMAT_NAMES[row.format] },
    {
      id: 'created',
      header: t('webhookCreated'),
      cell: (row) => (
        <span className="ap-cell-lines">
          <AtTime at={row.createdAt} day />
          <span>{row.createdBy}</span>
        </span>
      ),
    },
    {
      id: 'lastDelivery',
      header: t('webhookLastDelivery'),
      cell: ({ lastDelivery }) =>
        lastDelivery === null ? (
          t('neverDelivered')
        ) : (
          <span className="ap-status-actions">
            <Badge tone={DELIVERY_STATUS[lastDelivery.status].tone}>
              {t(DELIVERY_STATUS[lastDelivery.status].text)}
            </Badge>
            <AtTime at={lastDelivery.createdAt} />
          </span>
        ),
    },
    {
      id: 'actions',
      header: t('webhookActions'),
      cell: (row) => (
        <span className="ap-row-actions">
          <Button
            size="sm"
            aria-pressed={row.id === shownId}
            onClick={() => onAction('deliveries', row)}
          >
            {t('webhookDeliveries')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onAction('delete', row)}>
            {t('delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <InPageTable
      caption={t('webhooksTable')}
      columns={columns}
      rows={webhooks}
      rowKey={(row) => row.id}
      empty={<EmptyState title={t('noWebhooks')} />}
    />
  );
}
