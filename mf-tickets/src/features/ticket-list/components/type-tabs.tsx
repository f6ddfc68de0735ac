import { Badge } from '@portal/ui/badge';
import { Tabs } from '@portal/ui/tabs';
import type { ReactNode } from 'react';
import { useListT } from '../../../i18n/use-list-t';
import type { UnassignedCounts } from '../cache/unassigned-counts';
import { LIST_TABS, type ListTab } from '../rules/list-view';

type TypeTabsProps = {
  tab: ListTab;
  counts: UnassignedCounts | undefined;
  onChange: (tab: ListTab) => void;
  /** The selected tab's panel: filters and list. */
  children: ReactNode;
};

const TAB_TEXT = { support: 'tabSupport', reports: 'tabReports' } as const;
const COUNT_OF = { support: 'support', reports: 'report' } as const;

/** Support / Reports, each with its unassigned badge (SPEC §2); arrow keys move between them. */
export function TypeTabs({ tab, counts, onChange, children }: TypeTabsProps) {
  const t = useListT();
  const tabs = LIST_TABS.map((item) => {
    const count = counts?.[COUNT_OF[item]] ?? 0;
    return {
      id: item,
      label: (
        <>
          {t(TAB_TEXT[item])}
          {count > 0 && (
            <Badge tone="danger" label={t('unassignedBadge', { count })}>
              {count}
            </Badge>
          )}
        </>
      ),
    };
  });
  return (
    <Tabs label={t('tabsLabel')} tabs={tabs} selectedId={tab} onSelect={onChange}>
      {children}
    </Tabs>
  );
}
