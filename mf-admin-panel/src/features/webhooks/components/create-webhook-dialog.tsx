import { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from '@portal/shared/contract';
import { Checkbox } from '@portal/ui/checkbox';
import { Field, FieldMessage } from '@portal/ui/field';
import { Select } from '@portal/ui/select';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { useId, useState } from 'react';
import { useFailureText } from '../../../components/failure-text';
import { CreateWithSecretDialog, type SecretTexts } from '../../../components/secret-once';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useCreateWebhook } from '../api/change-webhook';
import {
  checkWebhookForm,
  EMPTY_WEBHOOK_FORM,
  toggledEvent,
  WEBHOOK_FORM_MAX,
  type WebhookForm,
  type WebhookFormIssues,
} from '../rules/webhook-form';
import { EVENT_LABELS, FORMAT_NAMES } from '../rules/webhook-labels';

const SECRET_TEXTS: SecretTexts = {
  title: 'webhookSecretTitle',
  once: 'webhookSecretOnce',
  label: 'webhookSecretLabel',
  copy: 'copySecret',
  copyFailed: 'copySecretFailed',
};

const FORMAT_OPTIONS = WEBHOOK_FORMATS.map((format) => ({
  value: format,
  label: FORMAT_NAMES[format],
}));

/** Create a webhook (checked with the contract), then show its signing secret once. */
export function CreateWebhookDialog({ onClose }: { onClose: () => void }) {
  const t = usePanelT();
  const failureText = useFailureText();
  const groupId = useId();
  const [form, setForm] = useState<WebhookForm>(EMPTY_WEBHOOK_FORM);
  const [issues, setIssues] = useState<WebhookFormIssues>({});
  const { trigger: create, busy, error } = useCreateWebhook();
  const change = (next: Partial<WebhookForm>) => setForm((current) => ({ ...current, ...next }));

  async function submit() {
    const checked = checkWebhookForm(form);
    setIssues(checked.issues ?? {});
    return checked.body && (await create({ body: checked.body })).secret;
  }

  return (
    <CreateWithSecretDialog
      title={t('newWebhook')}
      secretTexts={SECRET_TEXTS}
      busy={busy}
      create={submit}
      onClose={onClose}
      afterSecret={
        <p>
          {t('webhookVerify')} <code className="ap-webhook-signature">{t('webhookSignature')}</code>
        </p>
      }
    >
      <div className="ap-token-form">
        <Field
          label={t('webhookUrl')}
          required
          error={issues.url && t(issues.url, WEBHOOK_FORM_MAX.url)}
        >
          <TextField
            type="url"
            placeholder="https://"
            value={form.url}
            onChange={(event) => change({ url: event.target.value })}
          />
        </Field>
        <fieldset aria-describedby={issues.events ? `${groupId}-events` : undefined}>
          <legend>{t('webhookEvents')}</legend>
          {issues.events && (
            <FieldMessage id={`${groupId}-events`}>{t(issues.events)}</FieldMessage>
          )}
          <div className="ap-token-endpoints">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                label={t(EVENT_LABELS[event])}
                checked={form.events.includes(event)}
                onChange={(input) =>
                  change({ events: toggledEvent(form.events, event, input.target.checked) })
                }
              />
            ))}
          </div>
        </fieldset>
        <Field label={t('webhookFormat')} hint={t('webhookFormatHint')}>
          <Select
            options={FORMAT_OPTIONS}
            value={form.format}
            onChange={(event) =>
              change({
                format: WEBHOOK_FORMATS.find((format) => format === event.target.value) ?? 'json',
              })
            }
          />
        </Field>
        <Field
          label={t('webhookDescription')}
          error={issues.description && t(issues.description, WEBHOOK_FORM_MAX.description)}
        >
          <TextArea
            value={form.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </Field>
        {error && (
          <p className="ap-export-failure" role="alert">
            {failureText(error, 'webhookCreateFailed')}
          </p>
        )}
      </div>
    </CreateWithSecretDialog>
  );
}
