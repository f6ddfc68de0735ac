import { attachmentView } from '@portal/shared/contract';
import { LinkIcon, PlayIcon } from '@portal/ui/icons';
import { safeHref } from '../../../links/safe-href';
import { AttachmentImageThumbnail, AttachmentImageView } from './attachment-image';
import { VideoEmbed } from './video-embed';

type AttachmentProps = { ticketId: number; url: string; index: number };

/** A link when the address is http(s); any other scheme stays inert text. */
export function AttachmentLink({ url }: { url: string }) {
  const href = safeHref(url);
  if (!href) return <span className="td-attachment-text">{url}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="td-attachment-link">
      {url}
    </a>
  );
}

/**
 * One attachment shown large (`index` from 0): an image through the portal, a video of an
 * accepted site once asked for, or a link. Nothing loads from the attachment's own host.
 */
export function AttachmentViewer({ ticketId, url, index }: AttachmentProps) {
  const view = attachmentView(url);
  if (view.kind === 'image')
    return <AttachmentImageView ticketId={ticketId} index={index} url={url} />;
  if (view.kind === 'video') return <VideoEmbed embedUrl={view.embedUrl} index={index} />;
  return (
    <p className="td-attachment-main">
      <AttachmentLink url={view.url} />
    </p>
  );
}

/** A small preview for the thumbnail strip (images only; videos and links get an icon). */
export function AttachmentThumbnail({ ticketId, url, index }: AttachmentProps) {
  const view = attachmentView(url);
  if (view.kind === 'image') return <AttachmentImageThumbnail ticketId={ticketId} index={index} />;
  return view.kind === 'video' ? <PlayIcon /> : <LinkIcon />;
}
