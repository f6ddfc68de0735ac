import { setLanguage } from '@portal/shared/runtime/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from '../../field/field';
import { expectAccessible } from '../../testing/expect-accessible';
import { DateField, type DateFieldProps } from '../date-field';

/** A form's day field: what the form holds is shown beside it, as its `onChange` saw it. */
function DayForm({ kind, initial = '' }: { kind: DateFieldProps['kind']; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field label="Day">
        <DateField kind={kind} value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
      <output>{`value=${value}`}</output>
    </>
  );
}

const held = () => screen.getByRole('status').textContent;

describe.each([
  ['es', '28/11/2026', 'dd/mm/aaaa', '28/11/2026 13:05'],
  ['en', '11/28/2026', 'mm/dd/yyyy', '11/28/2026 13:05'],
] as const)('in %s', (language, day, pattern, moment) => {
  beforeEach(async () => {
    await act(() => setLanguage(language, false));
  });

  it('when a date is set, then it shows in the language’s own order, and the empty field says which', async () => {
    render(<DayForm kind="date" initial="2026-11-28" />);
    const field = screen.getByRole('textbox', { name: 'Day' });
    expect(field).toHaveValue(day);
    await userEvent.clear(field);
    expect(field).toHaveAttribute('placeholder', pattern);
    expect(held()).toBe('value=');
    await expectAccessible();
  });

  it('when a person types a day in that order, then the form gets the browser’s value', async () => {
    render(<DayForm kind="date" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), day);
    expect(held()).toBe('value=2026-11-28');
  });

  it('when a person types a day and a time, then the form gets both', async () => {
    render(<DayForm kind="datetime-local" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), moment);
    expect(held()).toBe('value=2026-11-28T13:05');
  });
});

describe('typing and picking', () => {
  beforeEach(async () => {
    await act(() => setLanguage('es', false));
  });

  it('when the text is not a whole real date, then the form holds nothing, and the text stays', async () => {
    render(<DayForm kind="date" initial="2026-11-28" />);
    const field = screen.getByRole('textbox', { name: 'Day' });
    await userEvent.clear(field);
    await userEvent.type(field, '31/02/2026');
    expect(held()).toBe('value=');
    expect(field).toHaveValue('31/02/2026');
  });

  it('when the browser’s format is pasted, then it is taken and shown in the language’s order once left', async () => {
    render(<DayForm kind="date" />);
    const field = screen.getByRole('textbox', { name: 'Day' });
    fireEvent.change(field, { target: { value: '2026-01-05' } });
    expect(held()).toBe('value=2026-01-05');
    fireEvent.blur(field);
    expect(field).toHaveValue('05/01/2026');
  });

  it('when a day is chosen in the browser’s picker, then the text shows it', () => {
    const { container } = render(<DayForm kind="date" />);
    const picker = container.querySelector('input[type="date"]');
    if (!(picker instanceof HTMLInputElement)) throw new Error('No picker');
    fireEvent.change(picker, { target: { value: '2026-03-09' } });
    expect(held()).toBe('value=2026-03-09');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('09/03/2026');
  });
});
