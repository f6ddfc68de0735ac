import { onErrorDialog, showErrorDialog } from '../errors';

test('requests raised before the dialog subscribes are delivered once it does', () => {
  showErrorDialog({ message: 'early' });
  const received: string[] = [];
  const unsubscribe = onErrorDialog((request) => received.push(request.message));
  showErrorDialog({ message: 'later' });
  unsubscribe();
  showErrorDialog({ message: 'after unsubscribe' });
  expect(received).toEqual(['early', 'later']);
});
