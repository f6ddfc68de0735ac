import type { ClientMode } from '@portal/shared/contract';
import { MemoryRouter, Route, Routes } from '@portal/shared/runtime/routing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PortalLayout } from '../features/chrome/portal-layout';

/**
 * The signed-in page chrome around "content" at `/`, with a "admin panel page" at `/panel`, and
 * the account bar's links the routes would give it.
 */
export function renderSignedInLayout(clientMode: ClientMode, accountLinks?: ReactNode) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <Routes>
          <Route
            element={<PortalLayout clientMode={clientMode} signedIn accountLinks={accountLinks} />}
          >
            <Route index element={<p>content</p>} />
            <Route path="panel" element={<p>admin panel page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
