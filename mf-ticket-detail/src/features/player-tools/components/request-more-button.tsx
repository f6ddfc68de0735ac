import { Button } from '@portal/ui/button';
import { useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { requestMoreResponses } from '../api/request-more-responses';

/** Shown only while the contract's rule allows it; the logged request then hides it. */
export function RequestMoreButton({ ticketId }: { ticketId: number }) {
  const t = useDetailT();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await requestMoreResponses(ticketId);
        } catch {
          // The api client showed the error dialog.
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('requestMoreResponses')}
    </Button>
  );
}
