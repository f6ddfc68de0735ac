import { Skeleton } from '@portal/ui/skeleton';

const PLACEHOLDER_ROWS = ['first', 'second', 'third'];

/** Row-shaped placeholders while the first page loads; the text is for screen readers. */
export function ListLoading({ text }: { text: string }) {
  return (
    <div className="tk-list-loading">
      <span className="portal-visually-hidden">{text}</span>
      {PLACEHOLDER_ROWS.map((row) => (
        <Skeleton key={row} shape="block" height={64} />
      ))}
    </div>
  );
}
