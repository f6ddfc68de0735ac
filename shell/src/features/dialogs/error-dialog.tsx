import { useErrorText } from '@portal/shared/runtime/error-text';
import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';
import { useT } from '@portal/shared/runtime/i18n';
import { Modal } from '@portal/ui/modal';
import { useEffect, useState } from 'react';

function sameError(a: ErrorDialogRequest, b: ErrorDialogRequest): boolean {
  return (
    a.title === b.title &&
    a.message === b.message &&
    a.code === b.code &&
    JSON.stringify(a.params) === JSON.stringify(b.params)
  );
}

/**
 * The Error dialog of SPEC §8 (API errors and socket disconnects); one at a time, in order. An
 * error already waiting is not queued twice (a ticket and its comments refused together).
 */
export function ErrorDialog() {
  const t = useT();
  const errorText = useErrorText();
  const [queue, setQueue] = useState<ErrorDialogRequest[]>([]);

  useEffect(
    () =>
      onErrorDialog((request) =>
        setQueue((shown) =>
          shown.some((waiting) => sameError(waiting, request)) ? shown : [...shown, request],
        ),
      ),
    [],
  );

  const current = queue[0];
  if (!current) return null;
  // The message is the dialog's description; with no other control the focus starts on Close,
  // so the keyboard user can dismiss it at once.
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      title={current.title ?? t('errorTitle')}
      description={
        current.code === undefined ? current.message : errorText(current.code, current.params)
      }
      closeLabel={t('close')}
      onClose={() => setQueue((shown) => shown.slice(1))}
    />
  );
}
