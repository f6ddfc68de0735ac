import { useLocation } from '@portal/shared/runtime/routing';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { TicketBrowser } from '../features/ticket-list/components/ticket-browser';

/** Shows the query so tests can check what the filters wrote into the URL. */
function QueryProbe() {
  return <output data-testid="query">{useLocation().search}</output>;
}

export function renderBrowser(route = '/') {
  return renderWithPortal(
    <>
      <TicketBrowser />
      <QueryProbe />
    </>,
    { route },
  );
}
