import { useLanguage } from '@portal/shared/runtime/i18n';
import { useUrlFrame } from '@portal/shared/runtime/queries/get-url-frame';
import { getToken } from '@portal/shared/runtime/session';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useDetailT } from '../../../i18n/use-detail-t';
import { safeHref } from '../../../links/safe-href';

/** The frame service opened with token, lang, id and server (SPEC §7 getUrlFrame). */
export function mapFrameUrl(
  base: string,
  input: { token: string; lang: string; id: number; server?: string },
) {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('token', input.token);
  url.searchParams.set('lang', input.lang);
  url.searchParams.set('id', String(input.id));
  if (input.server) url.searchParams.set('server', input.server);
  return url.href;
}

/** Admins open the map of the ticket's game server in a new tab. */
export function MapLink({ ticketId }: { ticketId: number }) {
  const t = useDetailT();
  const lang = useLanguage();
  const { account } = useViewer();
  const { data } = useUrlFrame({ quiet: true });
  const base = data && safeHref(new URL(data.url, window.location.origin).href);
  if (!base) return null;
  const href = mapFrameUrl(base, {
    token: getToken() ?? '',
    lang,
    id: ticketId,
    server: account?.serverId,
  });
  return (
    <a className="td-button" href={href} target="_blank" rel="noopener noreferrer">
      {t('openMap')}
    </a>
  );
}
