import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared/runtime/routing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

/** Shows the current route so tests can see where a link or a submit navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-hash={location.hash}>
      {location.pathname}
    </output>
  );
}

/** Renders with a fresh SWR cache and an in-memory router, like the shell provides them. */
export function renderWithPortal(ui: ReactElement, { route = '/' } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}
