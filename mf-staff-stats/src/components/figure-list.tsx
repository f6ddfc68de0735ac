import './figure-list.css';

export interface Figure {
  label: string;
  value: string;
  /** A smaller line under the value: what it was computed from. */
  detail?: string;
}

/** Headline figures as a list of label and value tiles that wrap from 360 px up. */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="ss-summary">
      {figures.map((figure) => (
        <div key={figure.label} className="ss-summary-item">
          <dt>{figure.label}</dt>
          <dd>
            {figure.value}
            {figure.detail && <span className="ss-summary-detail">{figure.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
