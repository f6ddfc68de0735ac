import type {
  AuditAction,
  AuditFilter,
  AuditTargetKind,
  DayRange,
  DayRangeForm,
} from '@portal/shared/contract';

/** What the filter form holds; '' = every action / every kind. Applied with its button. */
export interface AuditFilters extends DayRangeForm {
  actor: string;
  action: '' | AuditAction;
  targetKind: '' | AuditTargetKind;
  targetId: string;
}

export const INITIAL_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  targetKind: '',
  targetId: '',
  from: '',
  to: '',
};

/**
 * The filters as the trail and its CSV ask for them; a field left empty asks nothing. A target id
 * may be typed as the table shows it (`#12`). The contract's `to` is exclusive, so the last day
 * chosen ends where the next one starts.
 */
export function auditFilter(filters: AuditFilters, range: DayRange): AuditFilter {
  const actor = filters.actor.trim();
  const targetId = filters.targetId.trim().replace(/^#/, '');
  return {
    ...(actor ? { actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.targetKind ? { targetKind: filters.targetKind } : {}),
    ...(targetId ? { targetId } : {}),
    ...(range.start === undefined ? {} : { from: range.start }),
    ...(range.end === undefined ? {} : { to: range.end + 1 }),
  };
}
