import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from '../field/field';
import '../field/field.css';
import './text-area.css';

/** Takes a `ref` like a plain textarea (focus, auto-grow). */
export type TextAreaProps = ComponentPropsWithRef<'textarea'>;

/** A multi-line text input; inside a `Field` it takes the label, error and hint from it. */
export function TextArea({ className, rows = 3, ...props }: TextAreaProps) {
  const control = useFieldControl(props);
  return (
    <textarea
      rows={rows}
      className={`portal-control portal-text-area ${className ?? ''}`.trim()}
      {...control}
    />
  );
}
