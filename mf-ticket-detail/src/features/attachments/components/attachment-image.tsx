import { ImageIcon } from '@portal/ui/icons';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useAttachmentImage } from '../hooks/use-attachment-image';

type AttachmentImageProps = { ticketId: number; index: number; url: string };

/**
 * An image attachment shown large, through the portal. The original stays one explicit click
 * away, named as the outside site it is.
 */
export function AttachmentImageView({ ticketId, index, url }: AttachmentImageProps) {
  const t = useDetailT();
  const image = useAttachmentImage(ticketId, index);
  return (
    <figure className="td-attachment-main td-attachment-figure">
      {image.status === 'ready' && (
        <img src={image.src} alt={t('attachmentNumber', { index: index + 1 })} />
      )}
      {image.status === 'loading' && <p className="td-attachment-status">{t('imageLoading')}</p>}
      {image.status === 'failed' && <p className="td-attachment-status">{t('imageUnavailable')}</p>}
      <figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer" className="td-attachment-link">
          {t('openOriginal', { site: new URL(url).host })}
        </a>
      </figcaption>
    </figure>
  );
}

/** The same image as a thumbnail (one request for both); a picture icon until it is there. */
export function AttachmentImageThumbnail({ ticketId, index }: Omit<AttachmentImageProps, 'url'>) {
  const image = useAttachmentImage(ticketId, index);
  if (image.status === 'ready') return <img src={image.src} alt="" />;
  return <ImageIcon />;
}
