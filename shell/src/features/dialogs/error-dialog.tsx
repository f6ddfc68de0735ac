import { useErrorText } from '@portal/shared/runtime/error-text';
import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';
import { useT } from '@portal/shared/runtime/i18n';
import { useEffect, useId, useRef, useState } from 'react';

/** The Error dialog of SPEC §8 (API errors and socket disconnects); one at a time, in order. */
export function ErrorDialog() {
  const t = useT();
  const errorText = useErrorText();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [queue, setQueue] = useState<ErrorDialogRequest[]>([]);

  useEffect(() => onErrorDialog((request) => setQueue((shown) => [...shown, request])), []);

  const current = queue[0];
  // A modal alert takes the focus so the keyboard user can dismiss it at once.
  useEffect(() => {
    if (current) closeButton.current?.focus();
  }, [current]);

  if (!current) return null;
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{current.title ?? t('errorTitle')}</h2>
        <p>
          {current.code === undefined ? current.message : errorText(current.code, current.params)}
        </p>
        <button ref={closeButton} type="button" onClick={() => setQueue((shown) => shown.slice(1))}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
