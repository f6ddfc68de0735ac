import { isStaff, TICKET_TYPE } from '@portal/shared/contract';
import { useGroups } from '@portal/shared/runtime/queries/get-groups';
import { useListT } from '../../../i18n/use-list-t';
import { useUnassignedCounts } from '../cache/unassigned-counts';
import { useListView } from '../hooks/use-list-view';
import { useLiveTicketLists } from '../hooks/use-live-ticket-list';
import { useMatchContext } from '../hooks/use-match-context';
import { CLEARED_FILTERS, emptyListReason } from '../rules/empty-list';
import { shownFiltersOf } from '../rules/list-view';
import { EmptyList } from './empty-list';
import { ListFilters } from './list-filters';
import { SourceToggle } from './source-toggle';
import { TicketList } from './ticket-list';
import { TypeTabs } from './type-tabs';
import './ticket-browser.css';

const HEADINGS = {
  player: { support: 'listHeading', reports: 'reportsHeading' },
  staff: { support: 'staffSupportHeading', reports: 'staffReportsHeading' },
} as const;

/** Tabs, source toggle, filters and the list, all driven by the URL query. */
export function TicketBrowser() {
  const t = useListT();
  const { view, filters, listViewer, applyView } = useListView();
  const { data: allGroups } = useGroups();
  const counts = useUnassignedCounts();
  useLiveTicketLists(useMatchContext());
  const staff = isStaff(listViewer);
  const type = view.tab === 'reports' ? TICKET_TYPE.report : TICKET_TYPE.support;
  const groups = (allGroups ?? []).filter(
    (group) =>
      group.ticketType === type &&
      (view.source === undefined || group.isWeb === (view.source === 'web')),
  );
  const shown = shownFiltersOf(view);
  const heading = t(HEADINGS[staff ? 'staff' : 'player'][view.tab]);

  return (
    <div className="tk-browser">
      <TypeTabs tab={view.tab} counts={counts} onChange={(tab) => applyView({ tab, groups: [] })}>
        <div className="tk-panel">
          <div className="tk-toolbar">
            {view.source !== undefined && (
              <SourceToggle
                source={view.source}
                onChange={(source) => applyView({ source, groups: [] })}
              />
            )}
          </div>
          <ListFilters
            key={JSON.stringify([shown, listViewer.power])}
            applied={shown}
            power={listViewer.power}
            groups={groups}
            onApply={(applied) => applyView(applied)}
          />
          <TicketList
            filters={filters}
            heading={heading}
            empty={
              <EmptyList
                reason={emptyListReason(view, staff)}
                tab={view.tab}
                search={view.search}
                onClearFilters={() => applyView(CLEARED_FILTERS)}
              />
            }
          />
        </div>
      </TypeTabs>
    </div>
  );
}
