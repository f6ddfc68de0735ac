import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUiT } from '../i18n/use-ui-t';
import { IconButton } from '../icon-button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon, ErrorIcon, InfoIcon } from '../icons/icons';
import { ToastContext, type ToastOptions, type Toasts, type ToastTone } from './toast-context';
import './toast.css';

export { type ToastOptions, type Toasts, type ToastTone, useToast } from './toast-context';

const DEFAULT_DURATION_MS = 5000;

interface ShownToast extends Required<ToastOptions> {
  id: number;
}

const TONE_ICON: Record<ToastTone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <AlertIcon />,
  danger: <ErrorIcon />,
};

/**
 * Holds the page's toasts and their polite live region (read without interrupting the user).
 * One per page: the shell's; a remote's standalone page adds its own.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    ({ message, tone = 'info', duration = DEFAULT_DURATION_MS }: ToastOptions) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown, { id, message, tone, duration }]);
      return id;
    },
    [],
  );
  const api = useMemo<Toasts>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: ShownToast[];
  onDismiss: (id: number) => void;
}) {
  const t = useUiT();
  return createPortal(
    <section
      className="portal-toast-region"
      aria-label={t('notifications')}
      data-portal-outside-layers=""
    >
      {/* Always in the page, so screen readers are listening before the first toast arrives. */}
      <div role="status" aria-live="polite" className="portal-toast-list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>,
    document.body,
  );
}

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  const t = useUiT();
  const { id, duration } = toast;
  useEffect(() => {
    if (duration <= 0) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, onDismiss]);
  return (
    <div className={`portal-toast portal-toast-${toast.tone}`}>
      <span className="portal-toast-icon">{TONE_ICON[toast.tone]}</span>
      <span className="portal-toast-message">{toast.message}</span>
      <IconButton
        size="sm"
        label={t('dismiss')}
        icon={<CloseIcon />}
        onClick={() => onDismiss(id)}
      />
    </div>
  );
}
