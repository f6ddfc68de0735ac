import { type ReactNode, useId } from 'react';
import './card.css';

export interface CardProps {
  /** The card's heading; it also names the card for screen readers. */
  title: ReactNode;
  /** The heading level the page's outline needs (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title (a period, a unit). */
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled box on the page's surface: a board, a group of figures, a summary. */
export function Card({ title, headingLevel = 3, subtitle, children, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`portal-card ${className ?? ''}`.trim()} aria-labelledby={titleId}>
      <header className="portal-card-header">
        <Heading id={titleId} className="portal-card-title">
          {title}
        </Heading>
        {subtitle && <p className="portal-card-subtitle">{subtitle}</p>}
      </header>
      {children}
    </section>
  );
}
