import { Button } from '@portal/ui/button';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useRequestMoreResponses } from '../api/request-more-responses';

/** Shown only while the contract's rule allows it; the logged request then hides it. */
export function RequestMoreButton({ ticketId }: { ticketId: number }) {
  const t = useDetailT();
  const { trigger, busy } = useRequestMoreResponses();
  return (
    <Button
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void trigger({ body: { ticketId } })}
    >
      {t('requestMoreResponses')}
    </Button>
  );
}
