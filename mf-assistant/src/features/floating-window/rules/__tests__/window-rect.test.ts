import { defaultRect, fitRect, movedRect, resizedRect } from '../window-rect';

const DESKTOP = { width: 1024, height: 768 };
const PHONE = { width: 360, height: 640 };

describe('window rect', () => {
  it('by default the panel is 360×520 in the bottom-right corner, 16 px from the edges', () => {
    expect(defaultRect(DESKTOP)).toEqual({ x: 648, y: 232, width: 360, height: 520 });
  });

  it('in a 360 px wide window it takes the width less both margins', () => {
    expect(defaultRect(PHONE)).toEqual({ x: 16, y: 104, width: 328, height: 520 });
    expect(fitRect({ x: 200, y: 0, width: 360, height: 900 }, PHONE)).toEqual({
      x: 16,
      y: 16,
      width: 328,
      height: 608,
    });
  });

  it('a move never takes it past the margin on any side', () => {
    const start = defaultRect(DESKTOP);
    expect(movedRect(start, -2000, -2000, DESKTOP)).toMatchObject({ x: 16, y: 16 });
    expect(movedRect(start, 2000, 2000, DESKTOP)).toMatchObject({ x: 648, y: 232 });
    expect(movedRect(start, -100, -50, DESKTOP)).toMatchObject({ x: 548, y: 182 });
  });

  it('resizing from the top-left corner keeps the bottom-right corner and the minimum size', () => {
    const start = defaultRect(DESKTOP);
    expect(resizedRect(start, -100, -40, DESKTOP)).toEqual({
      x: 548,
      y: 192,
      width: 460,
      height: 560,
    });
    expect(resizedRect(start, 500, 500, DESKTOP)).toEqual({
      x: 708,
      y: 392,
      width: 300,
      height: 360,
    });
    expect(resizedRect(start, -5000, -5000, DESKTOP)).toEqual({
      x: 16,
      y: 16,
      width: 992,
      height: 736,
    });
  });
});
