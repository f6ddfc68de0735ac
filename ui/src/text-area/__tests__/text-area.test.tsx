import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Field } from '../../field/field';
import { expectAccessible } from '../../testing/expect-accessible';
import { TextArea } from '../text-area';

describe('TextArea', () => {
  it('when given a ref, then the ref holds the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea aria-label="Comment" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Comment' }));
    expect(ref.current).toHaveAttribute('rows', '3');
  });

  it('when inside a Field, then it takes the label, the hint and the error', async () => {
    const onChange = jest.fn();
    render(
      <Field label="Description" hint="What happened" error="Write a description" required>
        <TextArea rows={5} onChange={onChange} />
      </Field>,
    );
    const textArea = screen.getByRole('textbox', { name: 'Description' });
    expect(textArea).toBeRequired();
    expect(textArea).toHaveAttribute('aria-invalid', 'true');
    expect(textArea).toHaveAccessibleDescription('What happened Write a description');
    expect(textArea).toHaveAttribute('rows', '5');
    await userEvent.type(textArea, 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(textArea).toHaveValue('Hi');
    await expectAccessible();
  });
});
