// The kit's tokens and base styles, which the shell provides inside the portal.
import { idFromAddress } from '@portal/shared/contract';
import '@portal/ui/styles.css';
import { ROUTES, ticketPath } from '@portal/shared/runtime/routes';
import { Link, Route, Routes, useParams } from '@portal/shared/runtime/routing';
import { mountStandalone } from '@portal/shared/standalone/mount-standalone';
import AssistantWidget from './exposed/assistant-widget';

/** The widget as the shell renders it on a ticket's page: bound to that ticket. */
function OnTicketPage() {
  return <AssistantWidget ticketId={idFromAddress(useParams().ticketIdLoad)} />;
}

/** Standalone dev page (`npm run dev -w mf-assistant`); inside the portal the shell mounts it. */
mountStandalone(
  <main style={{ maxWidth: 720, margin: '0 auto', padding: 'var(--portal-space-4)' }}>
    <p>
      <Link to={ROUTES.home}>No ticket open</Link> · <Link to={ticketPath(1)}>Ticket #1 open</Link>
    </p>
    <Routes>
      <Route path={ROUTES.ticket} element={<OnTicketPage />} />
      <Route path="*" element={<AssistantWidget ticketId={null} />} />
    </Routes>
  </main>,
);
