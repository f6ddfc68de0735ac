import { useLanguage } from '@portal/shared/runtime/i18n';
import {
  DataTable,
  type DataTableColumn,
  type SortKey,
  useLocalTable,
} from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import type { StaffStatsTranslationKey } from '../../../i18n/translations';
import { useStatsT } from '../../../i18n/use-stats-t';
import { type AiUsageRow, rateText } from '../rules/ai-usage-rows';

type Count = 'suggested' | 'sent' | 'sentEdited' | 'ratings' | 'helpful';
type Rate = 'acceptanceRate' | 'helpfulRate';

/** Each count beside the rate it makes: made, sent, edited, acceptance; ratings, helpful, rate. */
const FIGURE_COLUMNS: ReadonlyArray<{ id: Count | Rate; header: StaffStatsTranslationKey }> = [
  { id: 'suggested', header: 'aiColumnSuggested' },
  { id: 'sent', header: 'aiColumnSent' },
  { id: 'sentEdited', header: 'aiColumnEdited' },
  { id: 'acceptanceRate', header: 'aiColumnAcceptance' },
  { id: 'ratings', header: 'aiColumnRatings' },
  { id: 'helpful', header: 'aiColumnHelpful' },
  { id: 'helpfulRate', header: 'aiColumnHelpfulRate' },
];

const isRate = (id: Count | Rate): id is Rate => id === 'acceptanceRate' || id === 'helpfulRate';

const SORT_KEYS: Record<string, SortKey<AiUsageRow>> = {
  name: (row) => row.name,
  ...Object.fromEntries(
    FIGURE_COLUMNS.map(({ id }) => [
      id,
      // A rate of nothing sorts below 0 %.
      (row: AiUsageRow) => row.figures[id] ?? -1,
    ]),
  ),
};

interface AiUsageTableProps {
  caption: string;
  /** The first column: who or what a row counts. */
  nameHeader: string;
  rows: readonly AiUsageRow[];
}

/** Per staff member or per source: the counts and the rates they make, sortable by each. */
export function AiUsageTable({ caption, nameHeader, rows }: AiUsageTableProps) {
  const t = useStatsT();
  const language = useLanguage();
  const table = useLocalTable(rows, SORT_KEYS, { columnId: 'suggested', direction: 'descending' });
  const columns: DataTableColumn<AiUsageRow>[] = [
    { id: 'name', header: nameHeader, cell: (row) => row.name, sortable: true },
    ...FIGURE_COLUMNS.map(
      ({ id, header }): DataTableColumn<AiUsageRow> => ({
        id,
        header: t(header),
        align: 'end',
        sortable: true,
        cell: (row) =>
          isRate(id)
            ? rateText(row.figures[id], language, t('aiNoRate'))
            : row.figures[id].toLocaleString(language),
      }),
    ),
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rowKey={(row) => row.key}
      empty={<EmptyState title={t('noData')} />}
      {...table}
    />
  );
}
