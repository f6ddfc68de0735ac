import { formatDuration } from '../format-duration';

describe('formatDuration', () => {
  it.each([
    [(24 * 60 + 15 * 60 + 30) * 60_000, 'es', '1 d 15 h'],
    [(3 * 60 + 5) * 60_000, 'en', '3 hr 5 min'],
    [90 * 60_000, 'es', '1 h 30 min'],
    [45_400, 'en', '45 sec'],
    [200, 'es', '0 s'],
  ])(
    '%d ms in %s reads "%s": the largest unit and the next one when not zero',
    (ms, language, text) => {
      expect(formatDuration(ms, language)).toBe(text);
    },
  );
});
