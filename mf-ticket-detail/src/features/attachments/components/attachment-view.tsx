import { type AttachmentView, attachmentView } from '@portal/shared/contract';
import { useDetailT } from '../../../i18n/use-detail-t';
import { safeHref, withEmbedParent } from '../../../links/safe-href';

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

/** One attachment shown large: inline image, embedded video of an accepted site, or a link. */
export function AttachmentViewer({ url, index }: { url: string; index: number }) {
  const t = useDetailT();
  const view: AttachmentView = attachmentView(url);
  if (view.kind === 'image') {
    return (
      <a href={view.url} target="_blank" rel="noopener noreferrer" className="td-attachment-main">
        <img src={view.url} alt={t('attachmentNumber', { index })} />
      </a>
    );
  }
  if (view.kind === 'video') {
    return (
      <iframe
        className="td-attachment-main td-attachment-video"
        src={withEmbedParent(view.embedUrl, window.location.hostname)}
        title={t('videoTitle', { index })}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <p className="td-attachment-main">
      <AttachmentLink url={view.url} />
    </p>
  );
}

/** A small preview for the thumbnail strip (images only; videos and links get an icon). */
export function AttachmentThumbnail({ url }: { url: string }) {
  const view = attachmentView(url);
  if (view.kind === 'image') return <img src={view.url} alt="" />;
  return <span aria-hidden="true">{view.kind === 'video' ? '▶' : '🔗'}</span>;
}
