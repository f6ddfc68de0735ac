import {
  allowedSorts,
  allowedStatusFilters,
  canFilterByAssignee,
  type Group,
  isStaff,
  LIMITS,
  type StatusFilter,
  type TicketSort,
} from '@portal/shared/contract';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { Field } from '@portal/ui/field';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import { useState } from 'react';
import { useListT } from '../../../i18n/use-list-t';
import { useAssigneeOptions } from '../hooks/use-assignee-options';
import { type ShownFilters, sameShownFilters } from '../rules/list-view';
import { CheckList } from './check-list';

type ListFiltersProps = {
  applied: ShownFilters;
  power: number;
  /** The groups of the current tab and source, offered to staff. */
  groups: readonly Group[];
  onApply: (filters: ShownFilters) => void;
};

const STATUS_TEXT = {
  opened: 'statusFilterOpened',
  closed: 'statusFilterClosed',
  mine: 'statusFilterMine',
  unassigned: 'statusFilterUnassigned',
} as const;

const SORT_TEXT = {
  oldestComment: 'sortOldestComment',
  latestComment: 'sortLatestComment',
  newest: 'sortNewest',
  oldest: 'sortOldest',
  staffPriority: 'sortStaffPriority',
  staffLatest: 'sortStaffLatest',
} as const;

/**
 * The filter bar. It edits a draft; Enter in the search box or Apply commits it to the URL, and
 * Apply stays disabled while the draft is what is applied. Remounted (key) when the URL changes.
 */
export function ListFilters({ applied, power, groups, onApply }: ListFiltersProps) {
  const t = useListT();
  const localized = useLocalized();
  const [draft, setDraft] = useState<ShownFilters>(applied);
  const viewer = { power };
  const assigneeOptions = useAssigneeOptions(canFilterByAssignee(viewer));
  const change = (changes: Partial<ShownFilters>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const unchanged = sameShownFilters(draft, applied);
  const knownAssignees = new Set(assigneeOptions.map((option) => option.id));
  const assigneeChoices = [
    ...assigneeOptions.map((option) => ({ value: option.id, label: option.name })),
    ...applied.assigned
      .filter((assigned) => !knownAssignees.has(assigned))
      .map((assigned) => ({ value: assigned, label: t('accountNumber', { id: assigned }) })),
  ];

  return (
    <form
      className="tk-filters"
      aria-label={t('filtersLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged) onApply({ ...draft, search: draft.search.trim() });
      }}
    >
      <Field label={t('searchLabel')} className="tk-filter tk-filter-search">
        <TextField
          type="search"
          value={draft.search}
          maxLength={LIMITS.searchLength}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => change({ search: event.target.value })}
        />
      </Field>
      <Field label={t('statusFilterLabel')} className="tk-filter">
        <Select
          value={draft.status}
          options={allowedStatusFilters(viewer).map((status) => ({
            value: status,
            label: t(STATUS_TEXT[status]),
          }))}
          onChange={(event) => change({ status: event.target.value as StatusFilter })}
        />
      </Field>
      <Field label={t('sortLabel')} className="tk-filter">
        <Select
          value={draft.sort}
          options={allowedSorts(viewer).map((sort) => ({ value: sort, label: t(SORT_TEXT[sort]) }))}
          onChange={(event) => change({ sort: event.target.value as TicketSort })}
        />
      </Field>
      {isStaff(viewer) && (
        <CheckList
          legend={t('groupFilterLabel')}
          options={groups.map((group) => ({ value: group.key, label: localized(group.name) }))}
          chosen={draft.groups}
          onChange={(chosen) => change({ groups: chosen })}
        />
      )}
      {canFilterByAssignee(viewer) && (
        <CheckList
          legend={t('assignedFilterLabel')}
          options={assigneeChoices}
          chosen={draft.assigned}
          onChange={(chosen) => change({ assigned: chosen })}
        />
      )}
      <Button type="submit" variant="primary" disabled={unchanged}>
        {t('applyFilters')}
      </Button>
    </form>
  );
}
