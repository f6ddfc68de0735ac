/** Calendar arithmetic in the user's local time, by whole days (no clock hours involved). */

export type Day = { year: number; month: number; day: number };

export function dayOf(date: Date): Day {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

export function toDate(day: Day): Date {
  return new Date(day.year, day.month, day.day);
}

export function addDays(day: Day, days: number): Day {
  return dayOf(new Date(day.year, day.month, day.day + days));
}

/** Same day of another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: Day, months: number): Day {
  const first = new Date(day.year, day.month + months, 1);
  const length = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return { year: first.getFullYear(), month: first.getMonth(), day: Math.min(day.day, length) };
}

export function sameDay(a: Day | null, b: Day | null): boolean {
  return a !== null && b !== null && a.year === b.year && a.month === b.month && a.day === b.day;
}

export function compareDays(a: Day, b: Day): number {
  return toDate(a).getTime() - toDate(b).getTime();
}

/** Weeks (Monday first) covering the month; days of other months are null. */
export function monthWeeks(year: number, month: number): Array<Array<Day | null>> {
  const length = new Date(year, month + 1, 0).getDate();
  const leading = (new Date(year, month, 1).getDay() + 6) % 7;
  const cells: Array<Day | null> = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<Day | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Monday (0) … Sunday (6). */
export function weekdayIndex(day: Day): number {
  return (toDate(day).getDay() + 6) % 7;
}

/** `YYYY-MM-DDTHH:mm` of a day and a `HH:mm` time, and its ms in the user's time zone. */
export function eventStart(day: Day, time: string): { start: string; timestamp: number } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const pad = (value: number) => String(value).padStart(2, '0');
  const start = `${day.year}-${pad(day.month + 1)}-${pad(day.day)}T${pad(hours)}:${pad(minutes)}`;
  const timestamp = new Date(day.year, day.month, day.day, hours, minutes).getTime();
  return { start, timestamp };
}
