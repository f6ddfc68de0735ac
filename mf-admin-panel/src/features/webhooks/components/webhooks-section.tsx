import type { Webhook } from '@portal/shared/contract';
import { usePollWhileVisible } from '@portal/shared/runtime/poll-while-visible';
import { useWebhooks, webhooksKey } from '@portal/shared/runtime/queries/get-webhooks';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { EmptyState } from '@portal/ui/empty-state';
import { useState } from 'react';
import { SectionLoading } from '../../../components/section-loading';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useDeleteWebhook } from '../api/change-webhook';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeliveryLog } from './delivery-log';
import { WebhookTable } from './webhook-table';

/**
 * How often the open list is read again, while the page is visible, for each webhook's latest
 * delivery: deliveries are no live event (one per event sent would flood the admins).
 */
export const WEBHOOKS_REFRESH_MS = 30_000;

/** `/panel#webhooks`: who the portal tells of its events, and how each delivery went. */
export function WebhooksSection() {
  const t = usePanelT();
  const { data, error, isLoading } = useWebhooks();
  usePollWhileVisible(webhooksKey(), WEBHOOKS_REFRESH_MS);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Webhook>();
  const [shownId, setShownId] = useState<number | null>(null);
  const deletion = useDeleteWebhook();
  const [deleteFailed, setDeleteFailed] = useState(false);
  // A deleted webhook's log goes with it.
  const shown = data?.find((webhook) => webhook.id === shownId);

  async function remove(webhook: Webhook) {
    setDeleteFailed(false);
    try {
      await deletion.trigger({ params: { id: webhook.id } });
    } catch {
      setDeleteFailed(true);
    } finally {
      setDeleting(undefined);
    }
  }

  return (
    <div className="ap-table-section">
      <div className="ap-export">
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('newWebhook')}
        </Button>
        {deleteFailed && (
          <p className="ap-export-failure" role="alert">
            {t('webhookDeleteFailed')}
          </p>
        )}
      </div>
      {error && !data ? (
        <EmptyState title={t('loadFailed')} />
      ) : isLoading ? (
        <SectionLoading height={160} />
      ) : (
        <WebhookTable
          webhooks={data ?? []}
          shownId={shown?.id ?? null}
          onAction={(action, webhook) =>
            action === 'delete'
              ? setDeleting(webhook)
              : setShownId((current) => (current === webhook.id ? null : webhook.id))
          }
        />
      )}
      {shown && <DeliveryLog key={shown.id} webhook={shown} onHide={() => setShownId(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          variant="danger"
          busy={deletion.busy}
          title={t('webhookDeleteTitle')}
          message={t('webhookDeleteConfirm')}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
        />
      )}
      {creating && <CreateWebhookDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
