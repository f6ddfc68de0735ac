import { Button } from '@portal/ui/button';
import { Field } from '@portal/ui/field';
import { CopyIcon } from '@portal/ui/icons';
import { TextField } from '@portal/ui/text-field';
import { useState } from 'react';
import { usePanelT } from '../../../i18n/use-panel-t';

/** A new token's secret, shown this once, with a copy button (SPEC §8 on a failed copy). */
export function TokenSecret({ secret }: { secret: string }) {
  const t = usePanelT();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div className="ap-token-secret">
      <p>{t('secretOnce')}</p>
      <Field label={t('secretLabel')}>
        <TextField readOnly value={secret} onFocus={(event) => event.target.select()} />
      </Field>
      <Button
        icon={<CopyIcon />}
        onClick={() =>
          navigator.clipboard
            .writeText(secret)
            .then(() => setCopy('copied'))
            .catch(() => setCopy('failed'))
        }
      >
        {copy === 'copied' ? t('copied') : t('copyToken')}
      </Button>
      {copy === 'failed' && (
        <p className="ap-export-failure" role="alert">
          {t('copyFailed')}
        </p>
      )}
    </div>
  );
}
