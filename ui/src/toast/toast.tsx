import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useUiT } from '../i18n/use-ui-t';
import { IconButton } from '../icon-button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon, ErrorIcon, InfoIcon } from '../icons/icons';
import {
  currentToasts,
  dismissToast,
  type ShownToast,
  showToast,
  subscribeToToasts,
  type ToastTone,
} from './toast-store';
import './toast.css';

export {
  dismissToast,
  showToast,
  type ToastOptions,
  type ToastTone,
} from './toast-store';

const TONE_ICON: Record<ToastTone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <AlertIcon />,
  danger: <ErrorIcon />,
};

const toasts = { show: showToast, dismiss: dismissToast };

/** `{ show, dismiss }` of the page's toasts; works in any remote, with or without a provider. */
export function useToast(): typeof toasts {
  return toasts;
}

/**
 * Renders the page's toasts in a polite live region (read without interrupting the user).
 * Exactly one per page: the shell's, or a remote's standalone page.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const shown = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  const t = useUiT();
  return (
    <>
      {children}
      {createPortal(
        <section
          className="portal-toast-region"
          aria-label={t('notifications')}
          data-portal-outside-layers=""
        >
          {/* Always in the page, so screen readers are listening before the first toast. */}
          <div role="status" aria-live="polite" className="portal-toast-list">
            {shown.map((toast) => (
              <ToastItem key={toast.id} toast={toast} dismissLabel={t('dismiss')} />
            ))}
          </div>
        </section>,
        document.body,
      )}
    </>
  );
}

function ToastItem({ toast, dismissLabel }: { toast: ShownToast; dismissLabel: string }) {
  const { id, duration } = toast;
  useEffect(() => {
    if (duration <= 0) return;
    const timer = setTimeout(() => dismissToast(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration]);
  return (
    <div className={`portal-toast portal-toast-${toast.tone}`}>
      <span className="portal-toast-icon">{TONE_ICON[toast.tone]}</span>
      <span className="portal-toast-message">{toast.message}</span>
      <IconButton
        size="sm"
        label={dismissLabel}
        icon={<CloseIcon />}
        onClick={() => dismissToast(id)}
      />
    </div>
  );
}
