/** The normalised address when it is http(s); null for anything else (`javascript:`, `data:` …). */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Twitch only plays an embedded clip when told which site embeds it. */
export function withEmbedParent(embedUrl: string, hostname: string): string {
  const url = new URL(embedUrl);
  if (url.hostname === 'clips.twitch.tv') url.searchParams.set('parent', hostname);
  return url.href;
}
