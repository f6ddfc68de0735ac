import { isStorableText, storableTextOf } from '../schemas/common';

test('a NUL and a lone surrogate half are dropped, a whole pair is kept', () => {
  expect(storableTextOf('a\u0000b\uDC00c😀', 100)).toBe('abc😀');
});

test('a cut never splits a character in two', () => {
  const text = `${'x'.repeat(9)}😀`;
  expect(storableTextOf(text, 10)).toBe('x'.repeat(9));
  expect(storableTextOf(text, 11)).toBe(text);
  expect(isStorableText(storableTextOf(text, 10))).toBe(true);
});
