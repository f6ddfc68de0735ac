import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';

/**
 * Call in a `describe`: collects, per test, the Error dialogs the page asks for (the widget says
 * its failures itself, so it asks for none).
 */
export function watchErrorDialogs(): ErrorDialogRequest[] {
  const shown: ErrorDialogRequest[] = [];
  let stop = () => {};
  beforeEach(() => {
    shown.length = 0;
    stop = onErrorDialog((request) => shown.push(request));
  });
  afterEach(() => stop());
  return shown;
}
