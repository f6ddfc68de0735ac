import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';

const GAP_PX = 6;
const VIEWPORT_MARGIN_PX = 8;

/**
 * Fixed coordinates that put `panel` under `anchor` (above it when there is no room below),
 * kept inside the viewport; recomputed on scroll and resize while open.
 */
export function useAnchoredPosition(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed', top: 0, left: 0 });
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchorBox = anchor.current?.getBoundingClientRect();
      const panelBox = panel.current?.getBoundingClientRect();
      if (!anchorBox || !panelBox) return;
      const below = anchorBox.bottom + GAP_PX;
      const fitsBelow = below + panelBox.height <= window.innerHeight - VIEWPORT_MARGIN_PX;
      const top = fitsBelow
        ? below
        : Math.max(VIEWPORT_MARGIN_PX, anchorBox.top - GAP_PX - panelBox.height);
      const maxLeft = window.innerWidth - VIEWPORT_MARGIN_PX - panelBox.width;
      const left = Math.max(VIEWPORT_MARGIN_PX, Math.min(anchorBox.left, maxLeft));
      setStyle({ position: 'fixed', top, left });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, anchor, panel]);
  return style;
}
