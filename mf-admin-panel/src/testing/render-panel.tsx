import { POWER } from '@portal/shared/contract';
import type { AdminPanelSection } from '@portal/shared/runtime/remotes';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Route, Routes } from '@portal/shared/runtime/routing';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { screen, within } from '@testing-library/react';
import { IncidentsAtRoute } from '../components/incidents-at-route';
import { PanelAtHash } from '../components/panel-at-hash';

function signInAdmin() {
  signInAs({
    _id: 1,
    name: 'admin',
    visualId: 'v-1',
    power: POWER.superAdmin,
    adminRoles: [],
    serverId: 'hub1',
    userId: 1,
  });
}

/** A signed-in administrator's `/panel#<section>`, the section following the hash. */
export function renderPanel(section: AdminPanelSection) {
  signInAdmin();
  return renderWithPortal(<PanelAtHash />, { route: `/panel#${section}` });
}

/** Where a link or a redirect went: path and hash (`/panel#staff`). */
export function currentLocation(): string {
  const probe = screen.getByTestId('location');
  return `${probe.textContent ?? ''}${probe.dataset.hash ?? ''}`;
}

/** The sidebar (named `sidebarName`) marks `section` as the current page. */
export function expectCurrentSection(sidebarName: string, section: string): void {
  const sidebar = screen.getByRole('navigation', { name: sidebarName });
  expect(within(sidebar).getByRole('link', { name: section })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

/** The row of the section's table that shows `text` (once it has loaded). */
export async function tableRowOf(text: string): Promise<HTMLTableRowElement> {
  const table = await screen.findByRole('table');
  const row = (await within(table).findByText(text)).closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

/** A signed-in administrator's `/admin/incidents` or `/admin/incidents/{id}`, as the shell routes them. */
export function renderIncidents(path: string) {
  signInAdmin();
  return renderWithPortal(
    <Routes>
      <Route path={ROUTES.adminIncidents} element={<IncidentsAtRoute />} />
      <Route path={ROUTES.adminIncident} element={<IncidentsAtRoute />} />
    </Routes>,
    { route: path },
  );
}
