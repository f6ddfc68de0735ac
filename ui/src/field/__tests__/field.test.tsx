import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../../checkbox/checkbox';
import { DateField } from '../../date-field/date-field';
import { Select } from '../../select/select';
import { expectAccessible } from '../../testing/expect-accessible';
import { TextArea } from '../../text-area/text-area';
import { TextField } from '../../text-field/text-field';
import { Field, FieldMessage } from '../field';

describe('Field', () => {
  it('when it has an error, then the control is invalid and described by the error beside it', () => {
    render(
      <Field label="Title" hint="Up to 200 characters" error="Write a title" required>
        <TextField />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Up to 200 characters Write a title');
  });

  it('when it has no error, then the control is neither invalid nor described by an error', () => {
    render(
      <Field label="Title">
        <TextField />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('labels every kind of control and they take input', async () => {
    const onChange = jest.fn();
    render(
      <form>
        <Field label="Description">
          <TextArea onChange={onChange} />
        </Field>
        <Field label="Status" error="Choose one">
          <Select
            placeholder="Choose…"
            options={[
              { value: 'open', label: 'Open' },
              { value: 'closed', label: 'Closed' },
            ]}
            defaultValue=""
          />
        </Field>
        <Field label="From">
          <DateField kind="date" />
        </Field>
        <Field label="At">
          <DateField kind="time" />
        </Field>
        <Checkbox label="Staff only" />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('closed');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(
      'Choose one',
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByLabelText('At')).toHaveAttribute('placeholder', 'hh:mm');
    await userEvent.click(screen.getByText('Staff only'));
    expect(screen.getByRole('checkbox', { name: 'Staff only' })).toBeChecked();
    await expectAccessible();
  });
});

describe('FieldMessage', () => {
  it('when a group of controls points at it, then it describes the group as a field error does', async () => {
    render(
      <fieldset aria-describedby="links-error">
        <legend>Links</legend>
        <TextField aria-label="Link 1" />
        <FieldMessage id="links-error">Add at least one link</FieldMessage>
      </fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Links' });
    expect(group).toHaveAccessibleDescription('Add at least one link');
    expect(screen.getByText('Add at least one link')).toHaveClass('portal-field-error');
    await expectAccessible();
  });
});
