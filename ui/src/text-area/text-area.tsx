import type { TextareaHTMLAttributes } from 'react';
import { useFieldControl } from '../field/field';
import '../field/field.css';
import './text-area.css';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

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
