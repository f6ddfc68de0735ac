import type { AiUsage, AiUsageFigures, SuggestionSourceKind } from '@portal/shared/contract';

/** One row of the per-staff or per-source table: whom or what it counts, and the figures. */
export interface AiUsageRow {
  key: string;
  name: string;
  figures: AiUsageFigures;
}

/** The staff members the suggestions were made for, named by `nameOf`, most suggestions first. */
export function staffRows(
  usage: AiUsage,
  nameOf: (staff: AiUsage['staff'][number]['staff']) => string,
): AiUsageRow[] {
  return usage.staff.map(({ staff, figures }) => ({
    key: staff.visualId,
    name: nameOf(staff),
    figures,
  }));
}

/** The source kinds that made suggestions, in the server's order, named by `nameOf`. */
export function sourceRows(
  usage: AiUsage,
  nameOf: (kind: SuggestionSourceKind) => string,
): AiUsageRow[] {
  return usage.sources.map(({ kind, figures }) => ({ key: kind, name: nameOf(kind), figures }));
}

/**
 * A rate (0…1) as a percentage in the page language, at most one decimal ("16,7 %", "16.7%");
 * `none` when there is nothing to divide by (the server sends null, never NaN).
 */
export function rateText(rate: number | null, language: string, none: string): string {
  if (rate === null) return none;
  return rate.toLocaleString(language, { style: 'percent', maximumFractionDigits: 1 });
}
