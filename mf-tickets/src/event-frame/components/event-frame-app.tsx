import { SERVERS } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { DateField } from '@portal/ui/date-field';
import { Field } from '@portal/ui/field';
import { TextField } from '@portal/ui/text-field';
import { useState } from 'react';
import { useFormT } from '../../i18n/use-form-t';
import type { FrameParams, FrameResult } from '../protocol';
import { type Day, dayOf, eventStart } from '../rules/calendar-month';
import { mapLocation, placeOf } from '../rules/post-result';
import { MapPicker, type MapSpot } from './map-picker';
import { MapView } from './map-view';
import { MonthCalendar } from './month-calendar';

type EventFrameAppProps = {
  params: FrameParams;
  /** The map image when the address does not name one. */
  defaultMap: string;
  now: Date;
  onResult: (result: FrameResult) => void;
};

function serverName(server: string): string {
  return Object.hasOwn(SERVERS, server) ? SERVERS[server as keyof typeof SERVERS] : server;
}

function CalendarPanel({ now, onResult }: Pick<EventFrameAppProps, 'now' | 'onResult'>) {
  const t = useFormT();
  const today = dayOf(now);
  const [focused, setFocused] = useState<Day>(today);
  const [selected, setSelected] = useState<Day | null>(null);
  const [time, setTime] = useState('20:00');
  return (
    <>
      <MonthCalendar
        focused={focused}
        selected={selected}
        earliest={today}
        onFocus={setFocused}
        onSelect={setSelected}
      />
      <div className="ef-row">
        <Field label={t('frameTimeLabel')}>
          <DateField
            kind="time"
            value={time}
            required
            onChange={(event) => setTime(event.target.value)}
          />
        </Field>
        <Button
          variant="primary"
          disabled={selected === null || !time}
          onClick={() => selected && onResult({ type: 'Calendar', ...eventStart(selected, time) })}
        >
          {t('frameUseDate')}
        </Button>
      </div>
      {selected === null && <p className="ef-help">{t('frameNoDay')}</p>}
    </>
  );
}

function MapPanel({
  image,
  onResult,
}: {
  image: string;
  onResult: EventFrameAppProps['onResult'];
}) {
  const t = useFormT();
  const [spot, setSpot] = useState<MapSpot>({ x: 50, y: 50 });
  const [name, setName] = useState('');
  return (
    <>
      <MapPicker image={image} spot={spot} onMove={setSpot} />
      <p className="ef-help">{t('frameMapHelp')}</p>
      <div className="ef-row">
        <Field label={t('framePlaceLabel')} className="ef-place">
          <TextField
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Button
          variant="primary"
          onClick={() => onResult({ type: 'Map', location: mapLocation(name, spot.x, spot.y) })}
        >
          {t('frameUsePlace')}
        </Button>
      </div>
    </>
  );
}

/** An event's chosen place, to look at: its name and the map with its spot, nothing to choose. */
function PlacePanel({ image, location }: { image: string; location: string }) {
  const place = placeOf(location);
  return (
    <>
      {place.name && <p className="ef-title">{place.name}</p>}
      <MapView image={image} spot={place.spot} />
    </>
  );
}

function headingOf(params: FrameParams) {
  if (params.mode === 'calendar') return 'frameCalendarHeading';
  if (params.mode === 'map') return 'frameMapHeading';
  // Staff may open the map of a ticket that names no place.
  return params.location ? 'framePlaceHeading' : 'frameMapOnlyHeading';
}

/**
 * The calendar and map frame page (opened by the create form through GET /getUrlFrame), and the
 * read-only place of an event (opened from the ticket).
 */
export function EventFrameApp({ params, defaultMap, now, onResult }: EventFrameAppProps) {
  const t = useFormT();
  const [sent, setSent] = useState(false);
  const send = (result: FrameResult) => {
    onResult(result);
    setSent(true);
  };
  return (
    <main className="ef-page">
      <h1 className="ef-heading">{t(headingOf(params))}</h1>
      {params.title && <p className="ef-title">{params.title}</p>}
      {params.server && (
        <p className="ef-help">{t('frameServer', { server: serverName(params.server) })}</p>
      )}
      {params.mode === 'calendar' && <CalendarPanel now={now} onResult={send} />}
      {params.mode === 'map' && <MapPanel image={params.map || defaultMap} onResult={send} />}
      {params.mode === 'place' && (
        <PlacePanel image={params.map || defaultMap} location={params.location} />
      )}
      {sent && <p role="status">{t('frameSent')}</p>}
    </main>
  );
}
