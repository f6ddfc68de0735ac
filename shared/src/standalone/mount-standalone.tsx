import { BrowserRouter } from '@portal/shared/runtime/routing';
import { getToken } from '@portal/shared/runtime/session';
import { type ReactNode, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DevLogin } from './dev-login';

function StandaloneApp({ children }: { children: ReactNode }) {
  const [loggedIn, setLoggedIn] = useState(getToken() !== null);
  if (!loggedIn) return <DevLogin onLoggedIn={() => setLoggedIn(true)} />;
  return <BrowserRouter>{children}</BrowserRouter>;
}

/**
 * A remote's standalone dev page (`npm run dev -w <remote>`): a login of its own, since it runs on
 * its own origin and cannot see the portal's token, then the remote's routes. Inside the portal
 * the shell mounts the exposed modules instead.
 */
export function mountStandalone(routes: ReactNode): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp>{routes}</StandaloneApp>
    </StrictMode>,
  );
}
