import { useLanguage } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { CalendarIcon, MapIcon } from '@portal/ui/icons';
import { useId, useState } from 'react';
import type { FrameMode } from '../../../event-frame/protocol';
import { useFormT } from '../../../i18n/use-form-t';
import { withFrameResult } from '../rules/frame-result';
import type { EventChoice, FieldError as FieldErrorValue } from '../rules/ticket-draft';
import { EventFrameDialog } from './event-frame-dialog';
import { FieldError } from './field-error';

type PublicEventFieldProps = {
  choice: EventChoice | undefined;
  error: FieldErrorValue | undefined;
  /** Uppercases the title and returns it, or null (and shows `error_title`) when it is empty. */
  claimTitle: () => string | null;
  onChoice: (choice: EventChoice) => void;
};

/** Date (calendar frame) and place (map frame) of a public event. */
export function PublicEventField({ choice, error, claimTitle, onChoice }: PublicEventFieldProps) {
  const t = useFormT();
  const language = useLanguage();
  const id = useId();
  const [open, setOpen] = useState<{ mode: FrameMode; title: string } | null>(null);
  const openFrame = (mode: FrameMode) => {
    const title = claimTitle();
    if (title !== null) setOpen({ mode, title });
  };
  const when =
    choice?.timestamp === undefined
      ? null
      : new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(
          choice.timestamp,
        );

  return (
    <fieldset className="tk-field tk-event" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="tk-legend">{t('eventLegend')}</legend>
      <p className="tk-hint">{t('eventHint')}</p>
      <div className="tk-event-actions">
        <Button icon={<CalendarIcon />} onClick={() => openFrame('calendar')}>
          {t('eventChooseDate')}
        </Button>
        <Button icon={<MapIcon />} onClick={() => openFrame('map')}>
          {t('eventChoosePlace')}
        </Button>
      </div>
      {when && <p className="tk-event-choice">{t('eventChosenDate', { when })}</p>}
      {choice?.location && (
        <p className="tk-event-choice">{t('eventChosenPlace', { place: choice.location })}</p>
      )}
      <FieldError id={`${id}-error`} error={error} />
      {open && (
        <EventFrameDialog
          mode={open.mode}
          title={open.title}
          location={choice?.location ?? ''}
          onResult={(result) => onChoice(withFrameResult(choice, result))}
          onClose={() => setOpen(null)}
        />
      )}
    </fieldset>
  );
}
