import { type AccessToken, tokenStatus } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Badge } from '@portal/ui/badge';
import { Button } from '@portal/ui/button';
import type { DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { InPageTable } from '../../../components/in-page-table';
import type { PanelT } from '../../../i18n/use-panel-t';
import { usePanelT } from '../../../i18n/use-panel-t';

/** SPEC §2: the table names the first 3 endpoints, then how many more. */
const ENDPOINTS_SHOWN = 3;

export type TokenAction = 'activate' | 'deactivate' | 'delete';

const STATUS = {
  active: { text: 'statusActive', tone: 'success' },
  inactive: { text: 'statusInactive', tone: 'neutral' },
  expired: { text: 'statusExpired', tone: 'danger' },
} as const;

function endpointsText(t: PanelT, endpoints: readonly string[]): string {
  const shown = endpoints.slice(0, ENDPOINTS_SHOWN).join(', ');
  const more = endpoints.length - ENDPOINTS_SHOWN;
  return more > 0 ? `${shown} ${t('moreEndpoints', { count: more })}` : shown;
}

/** Every token, paged in the page (the list is short and comes whole), newest first. */
export function TokenTable({
  tokens,
  loading,
  now,
  onAction,
}: {
  tokens: readonly AccessToken[];
  loading: boolean;
  now: number;
  onAction: (action: TokenAction, token: AccessToken) => void;
}) {
  const t = usePanelT();
  const language = useLanguage();
  const time = (ms: number) => new Date(ms).toLocaleString(language);
  // Days are enough to tell when a token was made and when it ends; the full time is its title.
  const day = (ms: number) => (
    <time dateTime={new Date(ms).toISOString()} title={time(ms)}>
      {new Date(ms).toLocaleDateString(language)}
    </time>
  );
  const columns: DataTableColumn<AccessToken>[] = [
    { id: 'name', header: t('tokenName'), fullText: (row) => row.name },
    {
      id: 'scope',
      header: t('tokenScope'),
      cell: (row) => (
        <span className="ap-cell-lines">
          <span>{endpointsText(t, row.endpoints)}</span>
          <span>{row.permissions.map((permission) => t(permission)).join(', ')}</span>
        </span>
      ),
    },
    {
      id: 'created',
      header: t('tokenCreated'),
      cell: (row) => (
        <span className="ap-cell-lines">
          {day(row.createdAt)}
          <span>{row.createdBy}</span>
        </span>
      ),
    },
    { id: 'expiresAt', header: t('tokenExpiresAt'), cell: (row) => day(row.expiresAt) },
    {
      id: 'lastUsed',
      header: t('tokenLastUsed'),
      cell: (row) =>
        row.lastUsedAt === null
          ? t('neverUsed')
          : t('lastUsedFrom', { time: time(row.lastUsedAt), address: row.lastUsedAddress ?? '?' }),
    },
    {
      // The status with what can be done about it, stacked, so the table fits beside the sidebar.
      id: 'status',
      header: t('tokenStatus'),
      cell: (row) => {
        const status = tokenStatus(row, now);
        return (
          <span className="ap-status-actions">
            <Badge tone={STATUS[status].tone}>{t(STATUS[status].text)}</Badge>
            {status === 'active' && (
              <Button size="sm" onClick={() => onAction('deactivate', row)}>
                {t('deactivate')}
              </Button>
            )}
            {status === 'inactive' && (
              <Button size="sm" onClick={() => onAction('activate', row)}>
                {t('activate')}
              </Button>
            )}
            <Button size="sm" variant="danger" onClick={() => onAction('delete', row)}>
              {t('delete')}
            </Button>
          </span>
        );
      },
    },
  ];
  return (
    <InPageTable
      caption={t('tokensTable')}
      columns={columns}
      rows={tokens}
      rowKey={(row) => row.id}
      loading={loading}
      empty={<EmptyState title={t('noTokens')} />}
    />
  );
}
