import { type AccessToken, LIVE_EVENTS } from '@portal/shared/contract';
import { usePollWhileVisible } from '@portal/shared/runtime/poll-while-visible';
import { tokensKey, useTokens } from '@portal/shared/runtime/queries/get-tokens';
import { Link } from '@portal/shared/runtime/routing';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { EmptyState } from '@portal/ui/empty-state';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { sectionLink } from '../../../components/panel-sections';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useTokenActions } from '../api/change-token';
import { CreateTokenDialog } from './create-token-dialog';
import { type TokenAction, TokenTable } from './token-table';

const FAILED: Record<TokenAction, AdminPanelTranslationKey> = {
  activate: 'activateFailed',
  deactivate: 'deactivateFailed',
  delete: 'deleteFailed',
};

/** SPEC §5 asks before deactivating and deleting; activating undoes nothing, so it just runs. */
const CONFIRM = {
  deactivate: { title: 'deactivateTitle', message: 'deactivateConfirm' },
  delete: { title: 'deleteTitle', message: 'deleteConfirm' },
} as const;

/**
 * How often the open list is read again, while the page is visible, for the tokens' last use: a
 * use is no live event (one per call would flood the admins), and the server records it at most
 * once a minute per address.
 */
export const TOKEN_USE_REFRESH_MS = 30_000;

/** `/panel#tokens`: access tokens (SPEC §2, §5, §6); other admins' changes arrive live. */
export function TokensSection() {
  const t = usePanelT();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useTokens();
  const [now] = useState(() => Date.now());
  const [creating, setCreating] = useState(false);
  const [asking, setAsking] = useState<{ action: 'deactivate' | 'delete'; token: AccessToken }>();
  const actions = useTokenActions();
  const [failure, setFailure] = useState<AdminPanelTranslationKey>();
  const refresh = () => void mutate(tokensKey());
  useLiveEvent(LIVE_EVENTS.tokensChanged, refresh);
  usePollWhileVisible(tokensKey(), TOKEN_USE_REFRESH_MS);

  async function run(action: TokenAction, token: AccessToken) {
    setFailure(undefined);
    try {
      await actions.run[action]({ body: { tokenId: token.id } });
    } catch {
      setFailure(FAILED[action]);
    } finally {
      setAsking(undefined);
    }
  }

  return (
    <div className="ap-table-section">
      <div className="ap-export">
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('newToken')}
        </Button>
        <Link to={sectionLink('api')}>{t('apiOpenReference')}</Link>
        {failure && (
          <p className="ap-export-failure" role="alert">
            {t(failure)}
          </p>
        )}
      </div>
      {error ? (
        <EmptyState title={t('loadFailed')} />
      ) : (
        <TokenTable
          tokens={data ?? []}
          loading={isLoading}
          now={now}
          onAction={(action, token) =>
            action === 'activate' ? void run(action, token) : setAsking({ action, token })
          }
        />
      )}
      {asking && (
        <ConfirmDialog
          open
          variant="danger"
          busy={actions.busy}
          title={t(CONFIRM[asking.action].title)}
          message={t(CONFIRM[asking.action].message)}
          confirmLabel={t(asking.action)}
          cancelLabel={t('cancel')}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => void run(asking.action, asking.token)}
        />
      )}
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
