import { useLanguage } from '@portal/shared/runtime/i18n';
import { useUrlFrame } from '@portal/shared/runtime/queries/get-url-frame';
import { useViewer } from '@portal/shared/runtime/viewer';
import { buttonClassName } from '@portal/ui/button';
import { MapIcon } from '@portal/ui/icons';
import { useDetailT } from '../../../i18n/use-detail-t';
import { safeHref } from '../../../links/safe-href';

/**
 * The frame service's map (SPEC §7 getUrlFrame), read-only: `view=place` shows the `location`
 * marked instead of the create form's place picker (mf-tickets' `event-frame/protocol.ts`). The
 * map needs no sign-in, so no session token is sent: an address ends up in history, logs and
 * referrers.
 */
export function mapFrameUrl(
  base: string,
  input: { lang: string; id: number; server?: string; location?: string },
) {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('lang', input.lang);
  url.searchParams.set('id', String(input.id));
  if (input.server) url.searchParams.set('server', input.server);
  url.searchParams.set('location', input.location ?? '');
  url.searchParams.set('view', 'place');
  return url.href;
}

type MapLinkProps = { ticketId: number; location?: string };

/** Admins open the map of the ticket's game server in a new tab, with the event's place if any. */
export function MapLink({ ticketId, location }: MapLinkProps) {
  const t = useDetailT();
  const lang = useLanguage();
  const { account } = useViewer();
  const { data } = useUrlFrame({ quiet: true });
  const base = data && safeHref(new URL(data.url, window.location.origin).href);
  if (!base) return null;
  const href = mapFrameUrl(base, { lang, id: ticketId, server: account?.serverId, location });
  return (
    <a
      className={buttonClassName('secondary', 'md')}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <MapIcon />
      {t('openMap')}
    </a>
  );
}
