import type { ClientMode } from '@portal/shared/contract';
import { MemoryRouter, useLocation } from '@portal/shared/runtime/routing';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { App } from '../app';

let currentPath = '';

function LocationProbe() {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}${location.hash}`;
  return null;
}

/** The whole shell at `path`, with a fresh SWR cache. */
export function renderApp(
  path: string,
  clientMode: ClientMode = 'browser',
): { unmount: () => void; path: () => string } {
  const { unmount } = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <App clientMode={clientMode} />
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { unmount, path: () => currentPath };
}
