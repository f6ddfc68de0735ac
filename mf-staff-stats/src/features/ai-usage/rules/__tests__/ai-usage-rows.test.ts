import { rateText } from '../ai-usage-rows';

describe('rateText', () => {
  it.each([
    [0.25, 'es', '25\u00a0%'],
    [0.25, 'en', '25%'],
    [2 / 12, 'es', '16,7\u00a0%'],
    [2 / 12, 'en', '16.7%'],
    [0, 'en', '0%'],
    [1, 'es', '100\u00a0%'],
  ])('writes %p in %s as %p', (rate, language, text) => {
    expect(rateText(rate, language, '—')).toBe(text);
  });

  it('writes the given mark, not 0 % or NaN, when nothing was there to count', () => {
    expect(rateText(null, 'es', '—')).toBe('—');
  });
});
