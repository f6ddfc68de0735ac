import { calls } from '@portal/shared/contract';
import { setToken } from '@portal/shared/runtime/session';
import { onCall } from '@portal/shared/testing/fake-api';
import { fakeToken } from '@portal/shared/testing/fake-token';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import type { ReactElement } from 'react';
import { catalog } from './factories';

/** A signed-in staff member's page with one view of this remote; the groups are served. */
export function renderView(view: ReactElement, route = '/staff') {
  setToken(fakeToken(7));
  onCall(calls.groups, () => catalog());
  return renderWithPortal(view, { route });
}
