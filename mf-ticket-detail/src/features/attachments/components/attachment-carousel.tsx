import { LIMITS } from '@portal/shared/contract';
import { IconButton } from '@portal/ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@portal/ui/icons';
import { useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { AttachmentThumbnail, AttachmentViewer } from './attachment-view';
import './attachment-carousel.css';

/**
 * The ticket's attachments: one shown large, thumbnails of the first 3 plus a 4th "+N" icon that
 * reveals the rest (SPEC §9), previous/next to step through all of them.
 */
export function AttachmentCarousel({
  ticketId,
  attachments,
}: {
  ticketId: number;
  attachments: readonly string[];
}) {
  const t = useDetailT();
  const [current, setCurrent] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const url = attachments[current];
  if (url === undefined) return null;

  const total = attachments.length;
  const hidden = expanded ? 0 : Math.max(0, total - LIMITS.carouselThumbnails);
  const thumbnails = attachments.slice(0, total - hidden);
  const go = (index: number) => setCurrent((index + total) % total);

  return (
    <section className="td-attachments" aria-label={t('attachments')}>
      <AttachmentViewer key={`${current}-${url}`} ticketId={ticketId} url={url} index={current} />
      <div className="td-attachment-strip">
        {total > 1 && (
          <IconButton
            label={t('previousAttachment')}
            icon={<ChevronLeftIcon />}
            variant="secondary"
            onClick={() => go(current - 1)}
          />
        )}
        <ul className="td-thumbnails">
          {thumbnails.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same address may be attached twice; the list never reorders
            <li key={`${index}-${item}`}>
              <button
                type="button"
                className="td-thumbnail"
                aria-label={t('attachmentNumber', { index: index + 1 })}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <AttachmentThumbnail ticketId={ticketId} url={item} index={index} />
              </button>
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <button
                type="button"
                className="td-thumbnail td-thumbnail-more"
                aria-label={t('moreAttachments', { count: hidden })}
                onClick={() => setExpanded(true)}
              >
                +{hidden}
              </button>
            </li>
          )}
        </ul>
        {total > 1 && (
          <IconButton
            label={t('nextAttachment')}
            icon={<ChevronRightIcon />}
            variant="secondary"
            onClick={() => go(current + 1)}
          />
        )}
        <span className="td-attachment-position">
          {t('attachmentPosition', { index: current + 1, total })}
        </span>
      </div>
    </section>
  );
}
