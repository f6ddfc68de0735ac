import type { LucideIcon } from 'lucide-react';
import './icons.css';

export interface IconProps {
  /** Names a meaningful icon (role="img"); without it the icon is decorative and hidden. */
  label?: string;
  /** Pixels; defaults to the surrounding text size. */
  size?: number | string;
  className?: string;
}

/** Wraps one lucide SVG so every portal icon is decorative unless it is given a label. */
export function portalIcon(Svg: LucideIcon, name: string) {
  function PortalIcon({ label, size = '1em', className }: IconProps) {
    const classes = `portal-icon ${className ?? ''}`.trim();
    if (label) {
      return (
        <Svg size={size} className={classes} role="img" aria-label={label} focusable="false" />
      );
    }
    return <Svg size={size} className={classes} aria-hidden="true" focusable="false" />;
  }
  PortalIcon.displayName = name;
  return PortalIcon;
}
