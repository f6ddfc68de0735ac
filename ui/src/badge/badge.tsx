import type { ReactNode } from 'react';
import '../tokens/visually-hidden.css';
import './badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** Read instead of the visible text when the text alone says too little ("3" → "3 unassigned"). */
  label?: string;
  className?: string;
}

/** A small count or status pill. */
export function Badge({ children, tone = 'neutral', label, className }: BadgeProps) {
  const classes = `portal-badge portal-badge-${tone} ${className ?? ''}`.trim();
  if (!label) return <span className={classes}>{children}</span>;
  return (
    <span className={classes}>
      <span aria-hidden="true">{children}</span>
      <span className="portal-visually-hidden">{label}</span>
    </span>
  );
}
