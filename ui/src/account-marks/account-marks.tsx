import { useUiT } from '../i18n/use-ui-t';
import { ImportantIcon, OnlineIcon } from '../icons/icons';
import './account-marks.css';

export interface AccountMarksProps {
  /** The person is online now. */
  online: boolean;
  /** The person is one staff should notice. */
  important: boolean;
}

/**
 * Small marks after a person's name: a dot for "online now", a flag for "important". Each is a
 * named image with the same text as its tooltip, so neither is told by colour alone.
 */
export function AccountMarks({ online, important }: AccountMarksProps) {
  const t = useUiT();
  if (!online && !important) return null;
  return (
    <span className="portal-account-marks">
      {online && (
        <span className="portal-account-mark portal-account-mark-online" title={t('online')}>
          <OnlineIcon label={t('online')} />
        </span>
      )}
      {important && (
        <span className="portal-account-mark portal-account-mark-important" title={t('important')}>
          <ImportantIcon label={t('important')} />
        </span>
      )}
    </span>
  );
}
