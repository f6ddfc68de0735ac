import type { ReactNode } from 'react';
import './view-frame.css';

/** A staff view's heading, its one-line purpose and its content. */
export function ViewFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="ss-view" aria-labelledby="ss-view-title">
      <h2 id="ss-view-title" className="ss-view-title">
        {title}
      </h2>
      <p className="ss-view-intro">{intro}</p>
      {children}
    </section>
  );
}
