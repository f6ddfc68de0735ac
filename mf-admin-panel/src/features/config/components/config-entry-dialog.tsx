import { type ConfigEntry, isDeletableConfigKey, LIMITS } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { Field } from '@portal/ui/field';
import { Modal } from '@portal/ui/modal';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { useState } from 'react';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useSaveConfigEntry } from '../api/change-config';
import {
  type ConfigForm,
  type ConfigFormIssues,
  checkConfigForm,
  configFormOf,
  EMPTY_CONFIG_FORM,
} from '../rules/config-form';
import { configDescription } from '../rules/config-key-texts';

/** What the length texts of each field say (`{{max}}`). */
const MAX = {
  key: { max: LIMITS.configKeyLength },
  value: { max: LIMITS.configValueLength },
  description: { max: LIMITS.configDescriptionLength },
};

/**
 * Adds an entry, or edits one (`entry`): checked with the contract, so a value the portal reads is
 * refused here with the server's rule. Editing keeps the key (a new key is a new entry). Closes
 * once saved; the entries are read again.
 */
export function ConfigEntryDialog({
  entry,
  onClose,
}: {
  entry?: ConfigEntry;
  onClose: () => void;
}) {
  const t = usePanelT();
  const language = useLanguage();
  const [form, setForm] = useState<ConfigForm>(entry ? configFormOf(entry) : EMPTY_CONFIG_FORM);
  const [issues, setIssues] = useState<ConfigFormIssues>({});
  const save = useSaveConfigEntry();
  const change = (next: Partial<ConfigForm>) => setForm((current) => ({ ...current, ...next }));
  const keyLocked = entry !== undefined;

  async function submit() {
    const checked = checkConfigForm(form);
    setIssues(checked.issues ?? {});
    if (!checked.body) return;
    if (await save.trigger({ body: checked.body })) onClose();
  }

  return (
    <Modal
      open
      size="lg"
      title={t(entry ? 'editConfig' : 'newConfig')}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" disabled={save.busy} onClick={() => void submit()}>
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="ap-token-form">
        <Field
          label={t('configKey')}
          required
          hint={entry && !isDeletableConfigKey(entry.key) ? t('configKeyLocked') : undefined}
          error={issues.key && t(issues.key, MAX.key)}
        >
          <TextField
            value={form.key}
            readOnly={keyLocked}
            onChange={(event) => change({ key: event.target.value })}
          />
        </Field>
        <Field
          label={t('configValue')}
          hint={entry && configDescription({ ...entry, description: '' }, language)}
          error={issues.value && t(issues.value, MAX.value)}
        >
          <TextArea
            value={form.value}
            onChange={(event) => change({ value: event.target.value })}
          />
        </Field>
        <Field
          label={t('configDescription')}
          error={issues.description && t(issues.description, MAX.description)}
        >
          <TextArea
            value={form.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </Field>
        {save.error && (
          <p className="ap-export-failure" role="alert">
            {t('configSaveFailed')}
          </p>
        )}
      </div>
    </Modal>
  );
}
