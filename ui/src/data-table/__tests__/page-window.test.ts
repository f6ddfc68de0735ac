import { pageCount, pageWindow } from '../page-window';

describe('pageWindow', () => {
  it.each([
    [1, 40, [1, 2, 3, 4, 5]],
    [2, 40, [1, 2, 3, 4, 5]],
    [3, 40, [1, 2, 3, 4, 5]],
    [4, 40, [2, 3, 4, 5, 6]],
    [39, 40, [36, 37, 38, 39, 40]],
    [1, 3, [1, 2, 3]],
    [1, 1, [1]],
  ])('page %i of %i → %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it('counts at least one page, rounding up', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
