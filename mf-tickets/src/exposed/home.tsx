import type { HomeProps } from '@portal/shared/runtime/remotes';
import { ticketPath } from '@portal/shared/runtime/routes';
import { useNavigate } from 'react-router-dom';
import { CreateTicketForm } from '../features/create-ticket/components/create-ticket-form';
import { MY_TICKETS_FILTERS } from '../features/ticket-list/api/list-tickets';
import { TicketList } from '../features/ticket-list/components/ticket-list';
import { useRefreshTicketInList } from '../features/ticket-list/hooks/use-live-ticket-list';
import { registerTicketsTranslations } from '../i18n/use-tickets-t';
import './home.css';

registerTicketsTranslations();

/** `mf_tickets/Home`: the viewer's ticket list with the create form below it (SPEC §2 Home). */
export default function Home(_props: HomeProps) {
  const navigate = useNavigate();
  const refreshTicket = useRefreshTicketInList(MY_TICKETS_FILTERS);

  const onCreated = (ticketId: number) => {
    void refreshTicket(ticketId);
    navigate(ticketPath(ticketId));
  };

  return (
    <div className="tk-home">
      <TicketList filters={MY_TICKETS_FILTERS} />
      <CreateTicketForm onCreated={onCreated} />
    </div>
  );
}
