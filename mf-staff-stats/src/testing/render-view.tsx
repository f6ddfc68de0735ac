import { calls, POWER } from '@portal/shared/contract';
import { onCall } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import type { ReactElement } from 'react';
import { catalog } from './factories';

/** A signed-in supervisor's page with one view of this remote; the groups are served. */
export function renderView(view: ReactElement, route = '/staff') {
  signInAs({
    _id: 7,
    name: 'supervisor',
    visualId: 'v-7',
    power: POWER.supervisor,
    adminRoles: [],
    serverId: 'hub1',
    userId: 7,
  });
  onCall(calls.groups, () => catalog());
  return renderWithPortal(view, { route });
}
