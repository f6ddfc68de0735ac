import type { Language } from '@portal/shared/runtime/i18n';

export type DateKind = 'date' | 'datetime-local' | 'time';

type DatePart = 'day' | 'month' | 'year';

type DateLayout = { order: DatePart[]; separator: string };

/** Read once per language: the field asks on every keystroke and render. */
const layouts = new Map<Language, DateLayout>();

/** The order and separator of a day in the language, as `Intl` writes it (es: 28/11/2026). */
function dateLayout(language: Language): DateLayout {
  const known = layouts.get(language);
  if (known) return known;
  const parts = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).formatToParts(0);
  const order = parts.flatMap((part) =>
    part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
  );
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '/';
  const layout = { order, separator };
  layouts.set(language, layout);
  return layout;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The empty field's hint: the language's own letters in its order (`dd/mm/aaaa`, `mm/dd/yyyy`). */
export function datePattern(
  kind: DateKind,
  language: Language,
  letters: Record<DatePart | 'time', string>,
): string {
  if (kind === 'time') return letters.time;
  const { order, separator } = dateLayout(language);
  const day = order.map((part) => letters[part]).join(separator);
  return kind === 'date' ? day : `${day} ${letters.time}`;
}

/** A browser value (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`, `HH:mm`) as the language writes it. */
export function formatDateValue(value: string, kind: DateKind, language: Language): string {
  if (value === '') return '';
  if (kind === 'time') return value.slice(0, 5);
  const [year, month, day] = value.slice(0, 10).split('-');
  const { order, separator } = dateLayout(language);
  const parts = { year, month, day };
  const date = order.map((part) => parts[part]).join(separator);
  return kind === 'date' ? date : `${date} ${value.slice(11, 16)}`;
}

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function timeOf(text: string): string | undefined {
  const match = /^(\d{1,2})[:.h](\d{2})$/.exec(text);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : undefined;
}

function dayOf(text: string, language: Language): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const numbers = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : (() => {
        const pieces = text.split(/[/.\-\s]+/);
        const { order } = dateLayout(language);
        if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return undefined;
        const read = Object.fromEntries(order.map((part, index) => [part, pieces[index]]));
        if (read.year?.length !== 4 || (read.day?.length ?? 0) > 2 || (read.month?.length ?? 0) > 2)
          return undefined;
        return { year: Number(read.year), month: Number(read.month), day: Number(read.day) };
      })();
  if (!numbers || !validDay(numbers.year, numbers.month, numbers.day)) return undefined;
  return `${pad(numbers.year, 4)}-${pad(numbers.month)}-${pad(numbers.day)}`;
}

/**
 * What the person typed, as the browser's value: '' when empty, undefined while it is not a whole,
 * real date (or time). The language's own order is read, and the browser's (ISO) too, so a pasted
 * `2026-11-28` works in any language.
 */
export function parseDateText(
  text: string,
  kind: DateKind,
  language: Language,
): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (kind === 'time') return timeOf(trimmed);
  if (kind === 'date') return dayOf(trimmed, language);
  const split = /^(.+?)(?:T|\s+)(\d{1,2}[:.h]\d{2})$/.exec(trimmed);
  if (!split?.[1] || !split[2]) return undefined;
  const day = dayOf(split[1].trim(), language);
  const time = timeOf(split[2]);
  return day && time ? `${day}T${time}` : undefined;
}
