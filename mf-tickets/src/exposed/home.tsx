import type { HomeProps } from '@portal/shared/runtime/remotes';
import { ticketPath } from '@portal/shared/runtime/routes';
import { useLocation, useNavigate } from '@portal/shared/runtime/routing';
import { whenIdle } from '@portal/shared/runtime/when-idle';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TicketBrowser } from '../features/ticket-list/components/ticket-browser';
import { useRefreshTicketInLists } from '../features/ticket-list/hooks/use-live-ticket-list';
import { useMatchContext } from '../features/ticket-list/hooks/use-match-context';
import { registerListTexts } from '../i18n/use-list-t';
import './home.css';

registerListTexts();

// Not part of the first screen (ARCHITECTURE §4): its code is fetched once the list has rendered.
const CreateTicketForm = lazy(() =>
  import('../features/create-ticket/components/create-ticket-form').then((module) => ({
    default: module.CreateTicketForm,
  })),
);

/** True once the page has rendered and the browser is idle. */
function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => whenIdle(() => setAfter(true)), []);
  return after;
}

/** `mf_tickets/Home`: tabs, filters and the live list, with the create form below (SPEC §2). */
export default function Home(_props: HomeProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const refreshTicket = useRefreshTicketInLists(useMatchContext());
  const showForm = useAfterFirstRender();

  const onCreated = (ticketId: number) => {
    void refreshTicket(ticketId, 'created');
    navigate({ pathname: ticketPath(ticketId), search });
  };

  return (
    <div className="tk-home">
      <TicketBrowser />
      {showForm && (
        <Suspense fallback={null}>
          <CreateTicketForm onCreated={onCreated} />
        </Suspense>
      )}
    </div>
  );
}
