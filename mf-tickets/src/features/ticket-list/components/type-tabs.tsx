import type { KeyboardEvent } from 'react';
import { useTicketsT } from '../../../i18n/use-tickets-t';
import type { UnassignedCounts } from '../cache/unassigned-counts';
import { LIST_TABS, type ListTab } from '../rules/list-view';

type TypeTabsProps = {
  tab: ListTab;
  counts: UnassignedCounts | undefined;
  onChange: (tab: ListTab) => void;
};

const TAB_TEXT = { support: 'tabSupport', reports: 'tabReports' } as const;
const COUNT_OF = { support: 'support', reports: 'report' } as const;

/** Support / Reports, each with its unassigned badge (SPEC §2); arrow keys move between them. */
export function TypeTabs({ tab, counts, onChange }: TypeTabsProps) {
  const t = useTicketsT();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = LIST_TABS[(LIST_TABS.indexOf(tab) + 1) % LIST_TABS.length] ?? tab;
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <div className="tk-tabs" role="tablist" aria-label={t('tabsLabel')} onKeyDown={onKeyDown}>
      {LIST_TABS.map((item) => {
        const count = counts?.[COUNT_OF[item]] ?? 0;
        const selected = item === tab;
        return (
          <button
            key={item}
            type="button"
            role="tab"
            data-tab={item}
            className="tk-tab"
            aria-selected={selected}
            aria-controls="tk-list-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item)}
          >
            {t(TAB_TEXT[item])}
            {count > 0 && (
              <>
                <span className="tk-badge" aria-hidden="true">
                  {count}
                </span>
                <span className="tk-sr-only">{t('unassignedBadge', { count })}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
