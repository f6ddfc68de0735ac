import { useLanguage } from '@portal/shared/runtime/i18n';
import { type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useFieldControl } from '../field/field';
import { useUiT } from '../i18n/use-ui-t';
import { CalendarIcon } from '../icons/icons';
import { type DateKind, datePattern, formatDateValue, parseDateText } from './date-text';
import '../field/field.css';
import './date-field.css';

export interface DateFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue'> {
  /** `date` (YYYY-MM-DD), `datetime-local` (YYYY-MM-DDTHH:mm, the user's time zone) or `time` (HH:mm). */
  kind?: DateKind;
  /** The browser's value, as above; '' when empty. */
  value?: string;
  defaultValue?: string;
}

/** Sets the browser input's value as a person would, so React calls its `onChange`. */
function changeValue(input: HTMLInputElement, value: string): void {
  if (input.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A date or time written in the page language's own order (es: 28/11/2026 13:05), with the
 * browser's picker one click away. The browser's `<input type=date>` shows the browser's locale
 * whatever the page's language (Chromium ignores `lang`), so the text is ours; the picker input
 * beside it holds the value in the browser's format, and `onChange` is its change event: callers
 * read `event.target.value` (`YYYY-MM-DD`…) as before. Typing accepts that format too.
 */
export function DateField({
  kind = 'date',
  value,
  defaultValue = '',
  onChange,
  min,
  max,
  className,
  ...props
}: DateFieldProps) {
  const t = useUiT();
  const language = useLanguage();
  const control = useFieldControl(props);
  const picker = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const [text, setText] = useState(() => formatDateValue(current, kind, language));
  // A new value from outside (the picker, a reset) or a new language rewrites the text; what the
  // person is typing stays while it means the same value.
  useEffect(() => {
    setText((typed) =>
      (parseDateText(typed, kind, language) ?? '') === current
        ? typed
        : formatDateValue(current, kind, language),
    );
  }, [current, kind, language]);

  return (
    <span className={`portal-date-field ${className ?? ''}`.trim()}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="portal-control portal-date-field-text"
        placeholder={datePattern(kind, language, {
          day: t('patternDay'),
          month: t('patternMonth'),
          year: t('patternYear'),
          time: t('patternTime'),
        })}
        {...control}
        // Said on the text as well (browsers ignore them there), for whoever reads the field.
        min={min}
        max={max}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseDateText(event.target.value, kind, language);
          if (picker.current) changeValue(picker.current, parsed ?? '');
        }}
        onBlur={(event) => {
          if (parseDateText(text, kind, language) !== undefined)
            setText(formatDateValue(current, kind, language));
          control.onBlur?.(event);
        }}
      />
      <button
        type="button"
        className="portal-date-field-button"
        aria-label={t('openCalendar')}
        disabled={control.disabled || control.readOnly}
        onClick={() => picker.current?.showPicker?.()}
      >
        <CalendarIcon />
      </button>
      <input
        ref={picker}
        type={kind}
        className="portal-date-field-picker"
        tabIndex={-1}
        aria-hidden="true"
        value={current}
        min={min}
        max={max}
        onChange={(event) => {
          setOwn(event.target.value);
          onChange?.(event);
        }}
      />
    </span>
  );
}
