import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/icons';
import './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** Why it is empty, or what to do about it. */
  explanation?: ReactNode;
  /** A decorative icon from `@portal/ui/icons`; default an empty inbox. */
  icon?: ReactNode;
  /** A button or link that fills it ("Clear filters", "New ticket"). */
  action?: ReactNode;
  className?: string;
}

/** What a list, table or panel shows when it has nothing to show. */
export function EmptyState({ title, explanation, icon, action, className }: EmptyStateProps) {
  return (
    <div className={`portal-empty-state ${className ?? ''}`.trim()}>
      <span className="portal-empty-state-icon">{icon ?? <InboxIcon />}</span>
      <p className="portal-empty-state-title">{title}</p>
      {explanation && <p className="portal-empty-state-explanation">{explanation}</p>}
      {action && <div className="portal-empty-state-action">{action}</div>}
    </div>
  );
}
