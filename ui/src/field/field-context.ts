import { createContext, useContext } from 'react';

export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The attributes a control takes from the `Field` around it (id for the label, the error and
 * hint as its description, invalid while there is an error); its own props win.
 */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field['aria-describedby'], props['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
    required: props.required ?? field.required,
  };
}
