import type { AdminAccount } from '@portal/shared/contract';
import type { ApiError } from '@portal/shared/runtime/errors';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { useFailureText } from '../../../components/failure-text';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';
import { usePanelT } from '../../../i18n/use-panel-t';

/** What erasure does on the server, said before it is done. */
const CONSEQUENCES: readonly AdminPanelTranslationKey[] = [
  'eraseSignIn',
  'eraseTexts',
  'eraseTicketsStay',
  'eraseTokensWebhooks',
  'eraseAudit',
];

/**
 * Asks before erasing `account`, naming it and what erasure does; a refusal (one's own account,
 * one of higher power, already erased) or a failure is said here, and the question stays.
 */
export function EraseAccountDialog({
  account,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  account: AdminAccount;
  busy: boolean;
  /** The last try's failure. */
  error: ApiError | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = usePanelT();
  const failureText = useFailureText();
  return (
    <ConfirmDialog
      open
      variant="danger"
      busy={busy}
      title={t('eraseTitle', { name: account.name })}
      message={
        <div className="ap-erase-message">
          <p>{t('eraseWhat', { name: account.name, username: account.username })}</p>
          <ul>
            {CONSEQUENCES.map((consequence) => (
              <li key={consequence}>{t(consequence)}</li>
            ))}
          </ul>
          <p>
            <strong>{t('eraseForGoodWarning')}</strong>
          </p>
          {error && (
            <p className="ap-export-failure" role="alert">
              {failureText(error, 'eraseFailed')}
            </p>
          )}
        </div>
      }
      confirmLabel={t('eraseForGood')}
      cancelLabel={t('cancel')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
