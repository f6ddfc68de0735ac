import { ROUTES } from '@portal/shared/runtime/routes';
import { Link } from '@portal/shared/runtime/routing';

/**
 * The portal's header image: an inline SVG landscape (no extra request) under the title. The
 * title is HTML text, not part of the drawing, so it wraps on narrow screens instead of being
 * cropped with the landscape. The whole banner leads home, as a site's logo does.
 */
export function HeaderBanner({ title }: { title: string }) {
  return (
    <Link className="header-banner" to={ROUTES.home}>
      <svg
        className="header-banner-art"
        viewBox="0 0 960 120"
        aria-hidden="true"
        preserveAspectRatio="xMidYMid slice"
      >
        <defs>
          <linearGradient id="portal-banner-sky" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#1f2a44" />
            <stop offset="1" stopColor="#3b5b92" />
          </linearGradient>
        </defs>
        <rect width="960" height="120" fill="url(#portal-banner-sky)" />
        <path
          d="M0 120 L180 60 L300 95 L470 40 L640 100 L780 55 L960 110 L960 120 Z"
          fill="#16203a"
        />
      </svg>
      <span className="header-banner-title">{title}</span>
    </Link>
  );
}
