import { act, renderHook } from '@testing-library/react';
import { COPY_CONFIRMATION_MS, useClipboardCopy } from '../clipboard-copy';

function clipboardThat(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  jest.useRealTimers();
});

test('a copy that works is "copied" for a moment, then idle again', async () => {
  jest.useFakeTimers();
  const written: string[] = [];
  clipboardThat(async (text) => {
    written.push(text);
  });
  const { result } = renderHook(() => useClipboardCopy());
  await act(() => result.current.copy('ticket 42'));
  expect(written).toEqual(['ticket 42']);
  expect(result.current.state).toBe('copied');
  act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS));
  expect(result.current.state).toBe('idle');
});

test('a copy the browser refuses is "failed"', async () => {
  clipboardThat(() => Promise.reject(new Error('denied')));
  const { result } = renderHook(() => useClipboardCopy());
  await act(() => result.current.copy('ticket 42'));
  expect(result.current.state).toBe('failed');
});
