import type { Category } from '@portal/shared/contract';
import { useLocalized } from '@portal/shared/runtime/i18n';
import type { useCreateTicketForm } from '../hooks/use-create-ticket-form';
import { CountedTextField } from './counted-text-field';

/** Fields this long get a text area instead of a one-line input. */
const MULTILINE_FROM = 300;

type Form = ReturnType<typeof useCreateTicketForm>;

/** The category's own inputs in the user's language, each with its `required` flag and `maxLength`. */
export function CategoryFields({ form, category }: { form: Form; category: Category }) {
  const localized = useLocalized();
  return category.fields.map((field) => {
    const label = field.label ? localized(field.label) : field.title;
    return (
      <CountedTextField
        key={field.title}
        label={label}
        description={field.hint ? localized(field.hint) : field.description}
        value={form.draft.inputFields[field.title] ?? ''}
        maxLength={field.maxLength}
        required={field.required}
        multiline={field.maxLength >= MULTILINE_FROM}
        error={form.errors.fields[field.title]}
        onChange={(value) => form.setField(field.title, value)}
      />
    );
  });
}
