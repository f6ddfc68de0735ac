import { Button } from '@portal/ui/button';
import { ThumbsDownIcon, ThumbsUpIcon } from '@portal/ui/icons';
import { useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useRateAiReply } from '../api/rate-ai-reply';
import './ai-suggestions.css';

/**
 * "Helpful" / "Not helpful" on an AI-generated comment (staff above power 2). The comment carries
 * no rating, so the choice shows as pressed from this page's own answer; rating again replaces it.
 */
export function AiReplyRating({ commentId }: { commentId: number }) {
  const t = useDetailT();
  const [rating, setRating] = useState<boolean | null>(null);
  const { trigger, busy } = useRateAiReply();

  // SPEC §8: a failure is logged only; the choice stays as it was.
  const rate = async (helpful: boolean) => {
    if (busy || rating === helpful) return;
    if (await trigger({ body: { commentId, helpful } })) setRating(helpful);
  };

  return (
    <fieldset className="td-ai-rating" aria-busy={busy}>
      <legend>{t('aiRateQuestion')}</legend>
      <Button
        size="sm"
        variant="ghost"
        icon={<ThumbsUpIcon />}
        aria-pressed={rating === true}
        onClick={() => void rate(true)}
      >
        {t('aiHelpful')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        icon={<ThumbsDownIcon />}
        aria-pressed={rating === false}
        onClick={() => void rate(false)}
      >
        {t('aiNotHelpful')}
      </Button>
    </fieldset>
  );
}
