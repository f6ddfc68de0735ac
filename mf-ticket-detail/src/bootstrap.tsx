import '@portal/ui/styles.css';
import { ROUTES, ticketPath } from '@portal/shared/runtime/routes';
import { mountStandalone } from '@portal/shared/standalone/mount-standalone';
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import TicketModal from './exposed/ticket-modal';

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
      <input aria-label="Ticket id" value={id} onChange={(event) => setId(event.target.value)} />
      <button type="submit">Open ticket</button>
    </form>
  );
}

function TicketRoute() {
  const navigate = useNavigate();
  const ticketId = Number(useParams().ticketIdLoad);
  return <TicketModal ticketId={ticketId} onClose={() => navigate('/')} />;
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
