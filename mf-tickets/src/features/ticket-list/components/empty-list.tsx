import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { SearchIcon } from '@portal/ui/icons';
import { useListT } from '../../../i18n/use-list-t';
import type { EmptyListReason } from '../rules/empty-list';
import type { ListTab } from '../rules/list-view';

type EmptyListProps = {
  reason: EmptyListReason;
  tab: ListTab;
  search: string;
  onClearFilters: () => void;
};

const OWN_TITLE = { support: 'listEmpty', reports: 'reportsEmpty' } as const;
const STAFF_TITLE = { support: 'staffSupportEmpty', reports: 'staffReportsEmpty' } as const;

/** What the list says when it has no rows: no match (with a way back), nothing waiting, or none yet. */
export function EmptyList({ reason, tab, search, onClearFilters }: EmptyListProps) {
  const t = useListT();
  const clear = <Button onClick={onClearFilters}>{t('clearFilters')}</Button>;
  switch (reason) {
    case 'noSearchResults':
      return (
        <EmptyState
          icon={<SearchIcon />}
          title={t('emptySearchTitle', { search: search.trim() })}
          explanation={t('emptySearchText')}
          action={clear}
        />
      );
    case 'noFilterResults':
      return (
        <EmptyState
          icon={<SearchIcon />}
          title={t('emptyFilterTitle')}
          explanation={t('emptyFilterText')}
          action={clear}
        />
      );
    case 'staffNothingOpen':
      return <EmptyState title={t(STAFF_TITLE[tab])} explanation={t('staffEmptyText')} />;
    case 'noOwn':
      return <EmptyState title={t(OWN_TITLE[tab])} explanation={t('ownEmptyText')} />;
  }
}
