import { LIMITS } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { getUrlFrame } from '@portal/shared/runtime/queries/get-url-frame';
import { getAccount, getAccountId, getToken } from '@portal/shared/runtime/session';
import { Modal } from '@portal/ui/modal';
import { Skeleton } from '@portal/ui/skeleton';
import { useEffect, useRef, useState } from 'react';
import { buildFrameUrl, type FrameMode, type FrameResult } from '../../../event-frame/protocol';
import { useFormT } from '../../../i18n/use-form-t';
import { readFrameResult } from '../rules/frame-result';

type EventFrameDialogProps = {
  mode: FrameMode;
  title: string;
  location: string;
  onResult: (result: FrameResult) => void;
  onClose: () => void;
};

/**
 * The modal frame of a public event (SPEC §2, §4): the calendar or the map page named by
 * GET /getUrlFrame. A result is accepted only from the frame's origin; the dialog closes
 * `LIMITS.frameCloseDelayMs` after it.
 */
export function EventFrameDialog({
  mode,
  title,
  location,
  onResult,
  onClose,
}: EventFrameDialogProps) {
  const t = useFormT();
  const language = useLanguage();
  const [frameUrl, setFrameUrl] = useState<URL | null>(null);
  const [received, setReceived] = useState(false);
  const latest = useRef({ onResult, onClose });
  latest.current = { onResult, onClose };

  useEffect(() => {
    let active = true;
    getUrlFrame()
      .then(({ url: base }) => {
        if (!active) return;
        const origin = window.location.origin;
        const params = {
          token: getToken() ?? '',
          lang: language,
          id: String(getAccountId() ?? ''),
          server: getAccount()?.serverId ?? '',
          mode,
          title,
          location,
          origin,
        };
        setFrameUrl(buildFrameUrl(base, params, origin));
      })
      .catch(() => latest.current.onClose()); // the api client already showed the error
    return () => {
      active = false;
    };
  }, [language, mode, title, location]);

  useEffect(() => {
    if (!frameUrl || received) return;
    const onMessage = (event: MessageEvent) => {
      const result = readFrameResult(event, frameUrl.origin);
      if (!result) return;
      latest.current.onResult(result);
      setReceived(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameUrl, received]);

  useEffect(() => {
    if (!received) return;
    const timer = window.setTimeout(() => latest.current.onClose(), LIMITS.frameCloseDelayMs);
    return () => window.clearTimeout(timer);
  }, [received]);

  return (
    <Modal
      open
      size="lg"
      title={mode === 'calendar' ? t('eventCalendarTitle') : t('eventMapTitle')}
      closeLabel={t('close')}
      onClose={onClose}
    >
      {frameUrl ? (
        <iframe className="tk-frame" title={t('eventFrameLabel')} src={frameUrl.href} />
      ) : (
        <Skeleton shape="block" height={320} />
      )}
      <p role="status" className="tk-frame-status">
        {frameUrl ? (received ? t('eventFrameReceived') : '') : t('eventFrameLoading')}
      </p>
    </Modal>
  );
}
