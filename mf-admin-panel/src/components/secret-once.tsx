import { Button } from '@portal/ui/button';
import { useClipboardCopy } from '@portal/ui/clipboard-copy';
import { Field } from '@portal/ui/field';
import { CopyIcon } from '@portal/ui/icons';
import { Modal } from '@portal/ui/modal';
import { TextField } from '@portal/ui/text-field';
import { type ReactNode, useState } from 'react';
import type { AdminPanelTranslationKey } from '../i18n/translations';
import { usePanelT } from '../i18n/use-panel-t';

/** How a secret is named where it is shown once (a token's, a webhook's signing secret). */
export interface SecretTexts {
  title: AdminPanelTranslationKey;
  once: AdminPanelTranslationKey;
  label: AdminPanelTranslationKey;
  copy: AdminPanelTranslationKey;
  copyFailed: AdminPanelTranslationKey;
}

/** A new secret, shown this once, with a copy button (SPEC §8 on a failed copy). */
function SecretOnce({
  secret,
  texts,
  children,
}: {
  secret: string;
  texts: SecretTexts;
  children?: ReactNode;
}) {
  const t = usePanelT();
  const { state, copy } = useClipboardCopy();
  return (
    <div className="ap-secret-once">
      <p>{t(texts.once)}</p>
      <Field label={t(texts.label)}>
        <TextField readOnly value={secret} onFocus={(event) => event.target.select()} />
      </Field>
      <span className="ap-row-actions">
        <Button icon={<CopyIcon />} onClick={() => void copy(secret)}>
          {t(texts.copy)}
        </Button>
        <span role="status">{state === 'copied' && t('copied')}</span>
      </span>
      {state === 'failed' && (
        <p className="ap-export-failure" role="alert">
          {t(texts.copyFailed)}
        </p>
      )}
      {children}
    </div>
  );
}

/**
 * A dialog that creates something holding a secret (a token, a webhook): the form, then, once the
 * server answers, the secret this one time; the server keeps no way to show it again. `create`
 * answers the secret, or nothing when the form is not ready (its issues are shown in it); a
 * failure is said in the form by its caller, which stays as it was for another try.
 */
export function CreateWithSecretDialog({
  title,
  secretTexts,
  busy,
  create,
  onClose,
  afterSecret,
  children,
}: {
  title: string;
  secretTexts: SecretTexts;
  busy: boolean;
  create: () => Promise<string | undefined>;
  onClose: () => void;
  /** Shown under the secret (how to use it). */
  afterSecret?: ReactNode;
  children: ReactNode;
}) {
  const t = usePanelT();
  const [secret, setSecret] = useState<string>();

  async function submit() {
    try {
      setSecret(await create());
    } catch {
      // Said in the form by the caller.
    }
  }

  if (secret) {
    return (
      <Modal
        open
        title={t(secretTexts.title)}
        closeLabel={t('close')}
        onClose={onClose}
        footer={<Button onClick={onClose}>{t('close')}</Button>}
      >
        <SecretOnce secret={secret} texts={secretTexts}>
          {afterSecret}
        </SecretOnce>
      </Modal>
    );
  }
  return (
    <Modal
      open
      size="lg"
      title={title}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" disabled={busy} onClick={() => void submit()}>
            {t('create')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
