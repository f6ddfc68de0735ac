import type { HomeProps } from '@portal/shared/runtime/remotes';
import { ticketPath } from '@portal/shared/runtime/routes';
import { useLocation, useNavigate } from '@portal/shared/runtime/routing';
import { CreateTicketForm } from '../features/create-ticket/components/create-ticket-form';
import { TicketBrowser } from '../features/ticket-list/components/ticket-browser';
import { useRefreshTicketInLists } from '../features/ticket-list/hooks/use-live-ticket-list';
import { useMatchContext } from '../features/ticket-list/hooks/use-match-context';
import { registerTicketsTranslations } from '../i18n/use-tickets-t';
import './home.css';

registerTicketsTranslations();

/** `mf_tickets/Home`: tabs, filters and the live list, with the create form below (SPEC §2). */
export default function Home(_props: HomeProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const refreshTicket = useRefreshTicketInLists(useMatchContext());

  const onCreated = (ticketId: number) => {
    void refreshTicket(ticketId, 'created');
    navigate({ pathname: ticketPath(ticketId), search });
  };

  return (
    <div className="tk-home">
      <TicketBrowser />
      <CreateTicketForm onCreated={onCreated} />
    </div>
  );
}
