import { ApiError, isApiError, onErrorDialog, showErrorDialog } from '../errors';

test('requests raised before the dialog subscribes are delivered once it does', () => {
  showErrorDialog({ message: 'early' });
  const received: string[] = [];
  const unsubscribe = onErrorDialog((request) => received.push(request.message));
  showErrorDialog({ message: 'later' });
  unsubscribe();
  showErrorDialog({ message: 'after unsubscribe' });
  expect(received).toEqual(['early', 'later']);
});

describe('isApiError', () => {
  it('recognises an ApiError made by another copy of this module, as a federated remote may hold', () => {
    let copy: typeof import('../errors') | undefined;
    jest.isolateModules(() => {
      copy = require('../errors');
    });
    const foreign = new (copy as typeof import('../errors')).ApiError(404, 'ticket.notFound', 'No');
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404 })).toBe(false);
  });
});
