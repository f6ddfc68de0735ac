import { type ClientMode, idFromAddress } from '@portal/shared/contract';
import { type PagePlace, ROUTES } from '@portal/shared/runtime/routes';
import { Navigate, useLocation, useNavigate, useParams } from '@portal/shared/runtime/routing';
import { useCallback } from 'react';
import { RemoteSlot } from '../features/remotes/remote-slot';

/**
 * `/ticket/:ticketIdLoad`: the detail modal; `mf_ticket_detail` is first fetched here. Closing
 * returns to the page it was opened over (`returnTo`), else to the home list.
 */
export function TicketModalRoute({
  clientMode,
  returnTo,
}: {
  clientMode: ClientMode;
  returnTo?: PagePlace;
}) {
  const { ticketIdLoad } = useParams();
  const navigate = useNavigate();
  // The list keeps its filters in the query; closing returns to that same filtered list.
  const { search } = useLocation();
  const onClose = useCallback(
    () => navigate(returnTo ?? { pathname: ROUTES.home, search }),
    [navigate, returnTo, search],
  );
  // The same reading of an id in an address as the server's (plain digits, within range).
  const ticketId = idFromAddress(ticketIdLoad);
  if (ticketId === null) return <Navigate to={ROUTES.home} replace />;
  return (
    <RemoteSlot
      key={ticketId}
      name="ticketModal"
      props={{ ticketId, onClose }}
      clientMode={clientMode}
      onDismiss={onClose}
    />
  );
}
