import { type ReactNode, useId, useMemo } from 'react';
import { ErrorIcon } from '../icons/icons';
import { FieldContext, type FieldControlProps } from './field-context';
import './field.css';

export { useFieldControl } from './field-context';

export interface FieldProps {
  label: ReactNode;
  /** Shown beside the control; the control is then `aria-invalid` and described by it. */
  error?: ReactNode;
  /** A short help text under the label, also part of the control's description. */
  hint?: ReactNode;
  required?: boolean;
  /** One kit control (TextField, TextArea, Select, DateField) or any element using `useFieldControl`. */
  children: ReactNode;
  className?: string;
}

/**
 * An error in the look of a field's: for a group of controls (a fieldset, a list) that describes
 * itself with `id`; a single control gets it from `Field`'s `error`.
 */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="portal-field-error">
      <ErrorIcon />
      {children}
    </p>
  );
}

/** Label, control and error message wired together for assistive technology. */
export function Field({ label, error, hint, required, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const control = useMemo<FieldControlProps>(
    () => ({
      id,
      'aria-describedby':
        [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined,
      'aria-invalid': hasError || undefined,
      required,
    }),
    [id, hint, hintId, hasError, errorId, required],
  );
  return (
    <div className={`portal-field ${className ?? ''}`.trim()}>
      <label className="portal-field-label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className="portal-field-hint">
          {hint}
        </p>
      )}
      <div className="portal-field-row">
        <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
        {hasError && <FieldMessage id={errorId}>{error}</FieldMessage>}
      </div>
    </div>
  );
}
