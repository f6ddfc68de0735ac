import { act } from '@testing-library/react';

/** Makes the tab hidden or visible, as `document.visibilityState` and its event tell the page. */
export function setPageVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
