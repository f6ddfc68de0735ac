import type { ClientMode } from '@portal/shared/contract';
import { ToastProvider } from '@portal/ui/toast';
import { SWRConfig } from 'swr';
import { ErrorDialog } from './features/dialogs/error-dialog';
import { AppRoutes } from './routes/app-routes';
import { SWR_OPTIONS } from './swr-options';

/** Composes the shell: data layer, routes, the page's toasts and the page-wide Error dialog. */
export function App({ clientMode }: { clientMode: ClientMode }) {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <ToastProvider>
        <AppRoutes clientMode={clientMode} />
      </ToastProvider>
      <ErrorDialog />
    </SWRConfig>
  );
}
