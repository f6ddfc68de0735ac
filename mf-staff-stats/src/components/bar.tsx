import type { MouseEvent } from 'react';
import './bar.css';

export type BarTone = 'accent' | 'warning' | 'success' | 'danger';

export interface BarSegment {
  id: string;
  value: number;
  tone: BarTone;
  /** Read by screen readers and shown on hover ("staff1, support: 3 tickets"). */
  label: string;
  /** Makes the segment a link; `onOpen` handles it inside the page. */
  href?: string;
}

interface BarProps {
  segments: readonly BarSegment[];
  /** The value a full-width bar stands for (the largest bar of the chart). */
  max: number;
  /** The whole bar's name. */
  label: string;
  onOpen?: (segment: BarSegment) => void;
}

/**
 * One horizontal bar of stacked segments, drawn as SVG that stretches to its box (so it fits from
 * 360 px up without text inside it). Segments with an `href` are SVG links: focusable, opened with
 * Enter or a click; the others are plain shapes and the bar is one image. The portal's only chart
 * so far: it moves to `ui/` when a second remote needs one.
 */
export function Bar({ segments, max, label, onOpen }: BarProps) {
  const scale = max > 0 ? 100 / max : 0;
  let x = 0;
  const shapes = segments
    .filter((segment) => segment.value > 0)
    .map((segment) => {
      const width = segment.value * scale;
      const rect = (
        <rect
          x={x}
          y={0}
          width={width}
          height={10}
          className={`ss-bar-segment ss-tone-${segment.tone}`}
        />
      );
      x += width;
      if (!segment.href) return <g key={segment.id}>{rect}</g>;
      const open = (event: MouseEvent) => {
        if (!onOpen) return;
        event.preventDefault();
        onOpen(segment);
      };
      return (
        <a key={segment.id} href={segment.href} aria-label={segment.label} onClick={open}>
          <title>{segment.label}</title>
          {rect}
        </a>
      );
    });
  const interactive = segments.some((segment) => segment.href);
  return (
    <svg
      className="ss-bar"
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      role={interactive ? 'group' : 'img'}
      aria-label={label}
    >
      {shapes}
    </svg>
  );
}
