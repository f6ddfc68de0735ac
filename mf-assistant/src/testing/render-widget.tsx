import { POWER } from '@portal/shared/contract';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { act } from '@testing-library/react';
import AssistantWidget from '../exposed/assistant-widget';

/** The window's inner size the tests start from (jsdom's default). */
export const DESKTOP = { width: 1024, height: 768 };

/** Resizes the test window and tells the page, as a browser does. */
export function resizeWindow(width: number, height: number): void {
  act(() => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  });
}

/** A signed-in administrator's page with the widget, as the shell renders it. */
export function renderWidget({ ticketId = null }: { ticketId?: number | null } = {}) {
  signInAs({
    _id: 1,
    name: 'admin',
    visualId: 'v-1',
    power: POWER.superAdmin,
    adminRoles: [],
    serverId: 'hub1',
    userId: 1,
  });
  return renderWithPortal(<AssistantWidget ticketId={ticketId} />);
}
