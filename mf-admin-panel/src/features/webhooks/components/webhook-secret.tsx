import { Button } from '@portal/ui/button';
import { useClipboardCopy } from '@portal/ui/clipboard-copy';
import { Field } from '@portal/ui/field';
import { CopyIcon } from '@portal/ui/icons';
import { TextField } from '@portal/ui/text-field';
import { usePanelT } from '../../../i18n/use-panel-t';

/** A new webhook's signing secret, shown this once, with a copy button and how to check a delivery. */
export function WebhookSecret({ secret }: { secret: string }) {
  const t = usePanelT();
  const { state, copy } = useClipboardCopy();
  return (
    <div className="ap-token-secret">
      <p>{t('webhookSecretOnce')}</p>
      <Field label={t('webhookSecretLabel')}>
        <TextField readOnly value={secret} onFocus={(event) => event.target.select()} />
      </Field>
      <span className="ap-row-actions">
        <Button icon={<CopyIcon />} onClick={() => void copy(secret)}>
          {t('copySecret')}
        </Button>
        <span role="status" className={state === 'failed' ? 'ap-export-failure' : undefined}>
          {state === 'copied' && t('copied')}
          {state === 'failed' && t('copySecretFailed')}
        </span>
      </span>
      <p>
        {t('webhookVerify')} <code className="ap-webhook-signature">{t('webhookSignature')}</code>
      </p>
    </div>
  );
}
