import { useLanguage } from '@portal/shared/runtime/i18n';
import { IconButton } from '@portal/ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@portal/ui/icons';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useFormT } from '../../i18n/use-form-t';
import {
  addDays,
  addMonths,
  compareDays,
  type Day,
  monthWeeks,
  sameDay,
  toDate,
  weekdayIndex,
} from '../rules/calendar-month';

type MonthCalendarProps = {
  /** The day with keyboard focus; its month is shown. */
  focused: Day;
  selected: Day | null;
  /** Days before this one cannot be chosen (an event is in the future). */
  earliest: Day;
  onFocus: (day: Day) => void;
  onSelect: (day: Day) => void;
};

const KEY_MOVES: Record<string, (day: Day) => Day> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
  Home: (day) => addDays(day, -weekdayIndex(day)),
  End: (day) => addDays(day, 6 - weekdayIndex(day)),
};

/** A month grid (Monday first) with the grid keyboard pattern: one tab stop, arrows move. */
export function MonthCalendar({
  focused,
  selected,
  earliest,
  onFocus,
  onSelect,
}: MonthCalendarProps) {
  const t = useFormT();
  const language = useLanguage();
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
    toDate(focused),
  );
  const weekdayNames = Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(language, { weekday: 'short' }).format(new Date(2024, 0, 1 + index)),
  );
  const fullDate = new Intl.DateTimeFormat(language, { dateStyle: 'full' });

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    moved.current = true;
    onFocus(move(focused));
  };

  return (
    <div className="ef-calendar">
      <div className="ef-calendar-header">
        <IconButton
          icon={<ChevronLeftIcon />}
          label={t('framePreviousMonth')}
          onClick={() => onFocus(addMonths(focused, -1))}
        />
        <h2 className="ef-month" aria-live="polite">
          {monthName}
        </h2>
        <IconButton
          icon={<ChevronRightIcon />}
          label={t('frameNextMonth')}
          onClick={() => onFocus(addMonths(focused, 1))}
        />
      </div>
      <table
        ref={grid}
        className="ef-grid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: APG date picker: the month is a grid
        role="grid"
        aria-label={monthName}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused.year, focused.month).map((week) => (
            <tr key={week.find(Boolean)?.day}>
              {week.map((day, index) =>
                day === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells are only places
                  <td key={`blank-${index}`} />
                ) : (
                  <td key={day.day}>
                    <button
                      type="button"
                      className="ef-day"
                      tabIndex={sameDay(day, focused) ? 0 : -1}
                      aria-label={fullDate.format(toDate(day))}
                      aria-pressed={sameDay(day, selected)}
                      disabled={compareDays(day, earliest) < 0}
                      onClick={() => onSelect(day)}
                      onFocus={() => sameDay(day, focused) || onFocus(day)}
                    >
                      {day.day}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ef-help">{t('frameCalendarHelp')}</p>
    </div>
  );
}
