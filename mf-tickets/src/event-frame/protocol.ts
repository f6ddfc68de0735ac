/**
 * What the create form and the event frame page (`event-frame.html`) agree on: the parameters
 * the frame is opened with (SPEC §7 getUrlFrame) and the results it posts back (SPEC §4).
 */
export type { EventFrameResult as FrameResult } from '@portal/shared/contract';

/** `place`: an event's chosen place shown read-only (staff open it from the ticket). */
export type FrameMode = 'calendar' | 'map' | 'place';

/** The address parameter that opens the read-only place (`view=place`; mf-ticket-detail's map link). */
export const PLACE_VIEW = { param: 'view', value: 'place' } as const;

export interface FrameParams {
  token: string;
  lang: string;
  /** The viewer's account id. */
  id: string;
  /** The viewer's game server (hub1…), '' when unknown. */
  server: string;
  /** Calendar mode: the event title. Map and place modes: the place chosen before, if any. */
  mode: FrameMode;
  title: string;
  location: string;
  /** The opener's origin: the only window the frame posts results to. */
  origin: string;
  /** Map image address (from the server's config, carried in the getUrlFrame address). */
  map: string;
}

/**
 * The frame address: the base from GET /getUrlFrame plus the parameters. The token travels in
 * the fragment so it never reaches a server log; `title` or `location` chooses the mode.
 */
export function buildFrameUrl(
  base: string,
  params: Omit<FrameParams, 'map'>,
  pageOrigin: string,
): URL {
  const url = new URL(base, pageOrigin);
  url.searchParams.set('lang', params.lang);
  url.searchParams.set('id', params.id);
  url.searchParams.set('server', params.server);
  if (params.mode === 'calendar') url.searchParams.set('title', params.title);
  else url.searchParams.set('location', params.location);
  url.searchParams.set('origin', params.origin);
  url.hash = new URLSearchParams({ token: params.token }).toString();
  return url;
}

function frameMode(query: URLSearchParams): FrameMode {
  if (query.get(PLACE_VIEW.param) === PLACE_VIEW.value) return 'place';
  return query.has('location') && !query.has('title') ? 'map' : 'calendar';
}

/** The parameters as the frame page reads them from its own address. */
export function readFrameParams(location: Pick<Location, 'search' | 'hash' | 'origin'>) {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const result: FrameParams = {
    token: fragment.get('token') ?? '',
    lang: query.get('lang') ?? 'es',
    id: query.get('id') ?? '',
    server: query.get('server') ?? '',
    mode: frameMode(query),
    title: query.get('title') ?? '',
    location: query.get('location') ?? '',
    origin: query.get('origin') ?? location.origin,
    map: query.get('map') ?? '',
  };
  return result;
}
