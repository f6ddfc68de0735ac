import type { AdminAccount } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import type { DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { InPageTable } from '../../../components/in-page-table';
import { usePanelT } from '../../../i18n/use-panel-t';

/** The day an account was erased, in the page language; its full time as the title. */
function ErasedOn({ at }: { at: number }) {
  const t = usePanelT();
  const language = useLanguage();
  const date = new Date(at);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString(language)}>
      {t('erasedOn', { date: date.toLocaleDateString(language) })}
    </time>
  );
}

/**
 * The accounts a search found, as the server ranks them (live ones first): a live one with the
 * button that erases it, an erased one with its day (there is nothing left to erase).
 */
export function AccountTable({
  accounts,
  search,
  loading,
  onErase,
}: {
  accounts: readonly AdminAccount[];
  /** The text searched, for the "no account matches" text. */
  search: string;
  loading: boolean;
  onErase: (account: AdminAccount) => void;
}) {
  const t = usePanelT();
  const columns: DataTableColumn<AdminAccount>[] = [
    { id: 'name', header: t('accountName'), fullText: (row) => row.name },
    { id: 'username', header: t('accountUsername'), fullText: (row) => row.username },
    { id: 'power', header: t('accountPower'), align: 'end', cell: (row) => row.power },
    {
      id: 'erasure',
      header: t('status'),
      cell: (row) =>
        row.erasedAt === null ? (
          <Button size="sm" variant="danger" onClick={() => onErase(row)}>
            {t('eraseAccount')}
          </Button>
        ) : (
          <ErasedOn at={row.erasedAt} />
        ),
    },
  ];
  return (
    <InPageTable
      caption={t('accountsTable')}
      columns={columns}
      rows={accounts}
      rowKey={(row) => row.id}
      loading={loading}
      empty={<EmptyState title={t('noAccounts', { search })} />}
    />
  );
}
