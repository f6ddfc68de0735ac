import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createPseudonyms } from '../visual-ids';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

test('when a pseudonym was let go of, then it is derived again the same', () => {
  const pseudonyms = createPseudonyms('secret', 2);
  const first = pseudonyms.ofAccount(1);
  pseudonyms.ofAccount(2);
  pseudonyms.ofName('Pepe');
  expect(pseudonyms.ofAccount(1)).toBe(first);
  expect(createPseudonyms('secret').ofAccount(1)).toBe(first);
  expect(pseudonyms.ofSupport(7, 1)).not.toBe(first);
});

test('when far more accounts than it keeps are seen, then its memory stays bounded', () => {
  const kept = 1_000;
  const pseudonyms = createPseudonyms('secret', kept);
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const last = pseudonyms.ofSupport(0, 3);
  for (let ticket = 1; ticket < 200_000; ticket += 1) pseudonyms.ofSupport(ticket, 3);
  collectGarbage();
  const growth = process.memoryUsage().heapUsed - before;
  // Still in use (so still in memory): 200,000 kept would be tens of MB, 1,000 well under one.
  expect(pseudonyms.ofSupport(0, 3)).toBe(last);
  expect(growth).toBeLessThan(8 * 1024 * 1024);
});
