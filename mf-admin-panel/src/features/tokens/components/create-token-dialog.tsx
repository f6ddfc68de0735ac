import {
  TOKEN_EXPIRY_DAYS,
  TOKEN_PERMISSIONS,
  type TokenPermission,
} from '@portal/shared/contract';
import { useTokenEndpoints } from '@portal/shared/runtime/queries/get-tokens';
import { Checkbox } from '@portal/ui/checkbox';
import { Field, FieldMessage } from '@portal/ui/field';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { useId, useState } from 'react';
import { CreateWithSecretDialog, type SecretTexts } from '../../../components/secret-once';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useCreateToken } from '../api/change-token';
import {
  checkTokenForm,
  EMPTY_TOKEN_FORM,
  type TokenForm,
  type TokenFormIssues,
} from '../rules/token-form';

const SECRET_TEXTS: SecretTexts = {
  title: 'secretTitle',
  once: 'secretOnce',
  label: 'secretLabel',
  copy: 'copyToken',
  copyFailed: 'copyFailed',
};

const PERMISSION_LABELS: Record<TokenPermission, AdminPanelTranslationKey> = {
  read: 'permissionRead',
  write: 'permissionWrite',
  admin: 'permissionAdmin',
};

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((each) => each !== item);
}

/** Create a token (SPEC §5 rules, checked with the contract), then show its secret once. */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const t = usePanelT();
  const groupId = useId();
  const endpoints = useTokenEndpoints();
  const [form, setForm] = useState<TokenForm>(EMPTY_TOKEN_FORM);
  const [issues, setIssues] = useState<TokenFormIssues>({});
  const { trigger: create, busy, error } = useCreateToken();
  const change = (next: Partial<TokenForm>) => setForm((current) => ({ ...current, ...next }));

  async function submit() {
    const checked = checkTokenForm(form);
    setIssues(checked.issues ?? {});
    return checked.body && (await create({ body: checked.body })).token;
  }

  return (
    <CreateWithSecretDialog
      title={t('newToken')}
      secretTexts={SECRET_TEXTS}
      busy={busy}
      create={submit}
      onClose={onClose}
    >
      <div className="ap-token-form">
        <Field label={t('tokenName')} required error={issues.name && t('nameRequired')}>
          <TextField value={form.name} onChange={(event) => change({ name: event.target.value })} />
        </Field>
        <Field label={t('tokenDescription')}>
          <TextArea
            value={form.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </Field>
        <fieldset aria-describedby={issues.endpoints ? `${groupId}-endpoints` : undefined}>
          <legend>{t('tokenEndpoints')}</legend>
          {issues.endpoints && (
            <FieldMessage id={`${groupId}-endpoints`}>{t('selectEndpoint')}</FieldMessage>
          )}
          <div className="ap-token-endpoints">
            {(endpoints.data ?? []).map((endpoint) => (
              <Checkbox
                key={endpoint}
                label={endpoint}
                checked={form.endpoints.includes(endpoint)}
                onChange={(event) =>
                  change({ endpoints: toggled(form.endpoints, endpoint, event.target.checked) })
                }
              />
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={issues.permissions ? `${groupId}-permissions` : undefined}>
          <legend>{t('tokenPermissions')}</legend>
          {issues.permissions && (
            <FieldMessage id={`${groupId}-permissions`}>{t('selectPermission')}</FieldMessage>
          )}
          <div className="ap-token-permissions">
            {TOKEN_PERMISSIONS.map((permission) => (
              <Checkbox
                key={permission}
                label={t(PERMISSION_LABELS[permission])}
                checked={form.permissions.includes(permission)}
                onChange={(event) =>
                  change({
                    permissions: toggled(form.permissions, permission, event.target.checked),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
        <Field
          label={t('expiresInDays')}
          hint={t('expiryHint', TOKEN_EXPIRY_DAYS)}
          error={issues.expiresInDays && t('expiryRange', TOKEN_EXPIRY_DAYS)}
        >
          <TextField
            type="number"
            min={1}
            max={TOKEN_EXPIRY_DAYS.max}
            value={form.expiresInDays}
            onChange={(event) => change({ expiresInDays: event.target.value })}
          />
        </Field>
        {error && (
          <p className="ap-export-failure" role="alert">
            {t('createFailed')}
          </p>
        )}
      </div>
    </CreateWithSecretDialog>
  );
}
