import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from '../button/button';
import './icon-button.css';

export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Required: the button shows no text, so this is its accessible name (and its tooltip). */
  label: string;
  /** A decorative icon from `@portal/ui/icons`. */
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={buttonClassName(variant, size, `portal-icon-button ${className ?? ''}`.trim())}
      {...rest}
    >
      {icon}
    </button>
  );
}
