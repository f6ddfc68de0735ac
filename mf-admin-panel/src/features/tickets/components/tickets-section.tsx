import { TICKET_TYPE } from '@portal/shared/contract';
import { Tabs } from '@portal/ui/tabs';
import { useState } from 'react';
import { usePanelT } from '../../../i18n/use-panel-t';
import { TicketTable } from './ticket-table';

type TypeTab = keyof typeof TICKET_TYPE;

/** `/panel#tickets`: support tickets and reports, one tab each (SPEC §2). */
export function TicketsSection() {
  const t = usePanelT();
  const [tab, setTab] = useState<TypeTab>('support');
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
        key={tab}
        type={TICKET_TYPE[tab]}
        caption={t(tab === 'report' ? 'reports' : 'supportTable')}
      />
    </Tabs>
  );
}
