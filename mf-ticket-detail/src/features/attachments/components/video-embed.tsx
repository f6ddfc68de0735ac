import { Button } from '@portal/ui/button';
import { PlayIcon } from '@portal/ui/icons';
import { useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { withEmbedParent } from '../../../links/safe-href';

/**
 * A video of an accepted site (SPEC §5). Its player is an outside site that sees whoever loads
 * it, so nothing is loaded until the viewer asks, after being told which site it is.
 */
export function VideoEmbed({ embedUrl, index }: { embedUrl: string; index: number }) {
  const t = useDetailT();
  const [requested, setRequested] = useState(false);
  const site = new URL(embedUrl).hostname.replace(/^www\./, '');
  if (!requested) {
    return (
      <div className="td-attachment-main td-video-consent">
        <Button icon={<PlayIcon />} onClick={() => setRequested(true)}>
          {t('loadVideo', { site })}
        </Button>
        <p className="td-attachment-notice">{t('videoNotice', { site })}</p>
      </div>
    );
  }
  return (
    <iframe
      className="td-attachment-main td-attachment-video"
      src={withEmbedParent(embedUrl, window.location.hostname)}
      title={t('videoTitle', { index: index + 1 })}
      allow="fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
