import type { ComponentPropsWithRef, ReactNode } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the text (decorative: the text names the button). */
  icon?: ReactNode;
}

export function buttonClassName(variant: ButtonVariant, size: ButtonSize, extra?: string) {
  return ['portal-button', `portal-button-${variant}`, `portal-button-${size}`, extra]
    .filter(Boolean)
    .join(' ');
}

/** A real `<button>`, `type="button"` unless told otherwise so it never submits by accident. */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClassName(variant, size, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}
