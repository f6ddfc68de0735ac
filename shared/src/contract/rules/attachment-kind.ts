import { ATTACHMENT_IMAGE_EXTENSIONS } from '../limits';

export type AttachmentView =
  | { kind: 'image'; url: string }
  | { kind: 'video'; embedUrl: string }
  | { kind: 'link'; url: string };

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function isImage(parsed: URL): boolean {
  const extension = parsed.pathname.split('.').pop()?.toLowerCase() ?? '';
  return (ATTACHMENT_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** Where the players of the three accepted video sites live: the only frames besides the portal. */
export const VIDEO_EMBED_ORIGINS = {
  youtube: 'https://www.youtube.com',
  twitch: 'https://clips.twitch.tv',
  streamable: 'https://streamable.com',
} as const;

/** Embeds for the three accepted video sites: watch links, clips and streamable videos. */
function videoEmbed(parsed: URL): string | null {
  const host = parsed.hostname.replace(/^www\./, '');
  const firstSegment = parsed.pathname.split('/').filter(Boolean)[0];
  if (host === 'youtube.com' && parsed.pathname === '/watch') {
    const id = parsed.searchParams.get('v');
    return id ? `${VIDEO_EMBED_ORIGINS.youtube}/embed/${encodeURIComponent(id)}` : null;
  }
  if (host === 'clips.twitch.tv' && firstSegment) {
    return `${VIDEO_EMBED_ORIGINS.twitch}/embed?clip=${encodeURIComponent(firstSegment)}`;
  }
  if (host === 'streamable.com' && firstSegment) {
    return `${VIDEO_EMBED_ORIGINS.streamable}/e/${encodeURIComponent(firstSegment)}`;
  }
  return null;
}

/** How an attachment is displayed (SPEC §5): inline image, embedded video, or a plain link. */
export function attachmentView(url: string): AttachmentView {
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    return { kind: 'link', url };
  }
  if (isImage(parsed)) return { kind: 'image', url };
  const embedUrl = videoEmbed(parsed);
  return embedUrl ? { kind: 'video', embedUrl } : { kind: 'link', url };
}
