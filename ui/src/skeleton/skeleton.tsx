import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** CSS width; default the whole line. */
  width?: CSSProperties['width'];
  /** CSS height; default one line of text. */
  height?: CSSProperties['height'];
  shape?: 'line' | 'block' | 'circle';
  className?: string;
}

/**
 * A grey placeholder where content is loading. Decorative: the region that loads says so
 * (`aria-busy`, or a "Loading…" text for screen readers).
 */
export function Skeleton({ width, height, shape = 'line', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`portal-skeleton portal-skeleton-${shape} ${className ?? ''}`.trim()}
      style={{ width, height }}
    />
  );
}
