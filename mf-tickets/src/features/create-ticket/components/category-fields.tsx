import type { Category } from '@portal/shared/contract';
import type { useCreateTicketForm } from '../hooks/use-create-ticket-form';
import { TextField } from './text-field';

/** Fields this long get a text area instead of a one-line input. */
const MULTILINE_FROM = 300;

type Form = ReturnType<typeof useCreateTicketForm>;

/** The category's own inputs, each with its `required` flag and `maxLength`. */
export function CategoryFields({ form, category }: { form: Form; category: Category }) {
  return category.fields.map((field) => (
    <TextField
      key={field.title}
      label={field.title}
      description={field.description}
      value={form.draft.inputFields[field.title] ?? ''}
      maxLength={field.maxLength}
      required={field.required}
      multiline={field.maxLength >= MULTILINE_FROM}
      error={form.errors.fields[field.title]}
      onChange={(value) => form.setField(field.title, value)}
    />
  ));
}
