import '@portal/ui/styles.css';
import { ROUTES, ticketPath } from '@portal/shared/runtime/routes';
import { Route, Routes, useNavigate, useParams } from '@portal/shared/runtime/routing';
import { mountStandalone } from '@portal/shared/standalone/mount-standalone';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { lazy, Suspense, useState } from 'react';

// Loaded on demand as the shell loads it: the modal's styles then come in the same order here as
// in the exposed module, so the build can share one stylesheet between both without a conflict.
const TicketModal = lazy(() => import('./exposed/ticket-modal'));

function OpenTicketForm() {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  return (
    <form
      style={{ display: 'flex', gap: 8, margin: 40 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (Number(id) > 0) navigate(ticketPath(Number(id)));
      }}
    >
      <TextField
        aria-label="Ticket id"
        inputMode="numeric"
        value={id}
        onChange={(event) => setId(event.target.value)}
      />
      <Button type="submit" variant="primary">
        Open ticket
      </Button>
    </form>
  );
}

function TicketRoute() {
  const navigate = useNavigate();
  const ticketId = Number(useParams().ticketIdLoad);
  return (
    <Suspense fallback={null}>
      <TicketModal ticketId={ticketId} onClose={() => navigate('/')} />
    </Suspense>
  );
}

/** Standalone dev page (`npm run dev -w mf-ticket-detail`); in the portal the shell mounts it. */
mountStandalone(
  <>
    <OpenTicketForm />
    <Routes>
      <Route path={ROUTES.ticket} element={<TicketRoute />} />
    </Routes>
  </>,
);
