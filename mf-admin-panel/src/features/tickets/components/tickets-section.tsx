import { TICKET_TYPE } from '@portal/shared/contract';
import { useLocation } from '@portal/shared/runtime/routing';
import { Tabs } from '@portal/ui/tabs';
import { useState } from 'react';
import { ticketsPresetOf } from '../../../components/tickets-link';
import { usePanelT } from '../../../i18n/use-panel-t';
import { INITIAL_TICKET_FILTERS, presetFilters } from '../rules/ticket-query';
import { TicketTable } from './ticket-table';

type TypeTab = keyof typeof TICKET_TYPE;

/**
 * `/panel#tickets`: support tickets and reports, one tab each (SPEC §2). The address may name the
 * tab and its first filters (`ticketsLink`, a dashboard card's figure).
 */
export function TicketsSection() {
  const t = usePanelT();
  const { search } = useLocation();
  const [preset] = useState(() => ticketsPresetOf(search));
  const [tab, setTab] = useState<TypeTab>(preset.tab);
  return (
    <Tabs
      label={t('ticketType')}
      tabs={[
        { id: 'support', label: t('support') },
        { id: 'report', label: t('reports') },
      ]}
      selectedId={tab}
      onSelect={setTab}
    >
      <TicketTable
        // A new tab is a new table: its filters and page start again.
        key={tab}
        type={TICKET_TYPE[tab]}
        initialFilters={tab === preset.tab ? presetFilters(preset) : INITIAL_TICKET_FILTERS}
        caption={t(tab === 'report' ? 'reports' : 'supportTable')}
      />
    </Tabs>
  );
}
