const UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
  { unit: 'second', ms: 1000 },
] as const;

/**
 * A duration as people read it, in the page language: its largest unit and the next one when
 * that is not zero ("1 h 5 min", "3 d", "45 s"); under half a second reads "0 s".
 */
export function formatDuration(millis: number, language: string): string {
  let rest = Math.round(millis / 1000) * 1000;
  const amounts = UNITS.map(({ unit, ms }) => {
    const amount = Math.floor(rest / ms);
    rest -= amount * ms;
    return { unit, amount };
  });
  const first = amounts.findIndex(({ amount }) => amount > 0);
  if (first === -1) return unitText(0, 'second', language);
  return amounts
    .slice(first, first + 2)
    .filter(({ amount }) => amount > 0)
    .map(({ unit, amount }) => unitText(amount, unit, language))
    .join(' ');
}

function unitText(amount: number, unit: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(
    amount,
  );
}
