import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { useFormT } from '../../i18n/use-form-t';

export type MapSpot = { x: number; y: number };

type MapPickerProps = {
  image: string;
  spot: MapSpot;
  onMove: (spot: MapSpot) => void;
};

const STEP = 1;
const clamp = (value: number) => Math.min(100, Math.max(0, value));

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/** The map image with a marker; a click or the arrow keys move it (position in % of the map). */
export function MapPicker({ image, spot, onMove }: MapPickerProps) {
  const t = useFormT();
  const [loaded, setLoaded] = useState(false);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onMove({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const factor = event.shiftKey ? 10 : 1;
    onMove({ x: clamp(spot.x + step[0] * factor), y: clamp(spot.y + step[1] * factor) });
  };
  return (
    <div
      className={loaded ? 'ef-map' : 'ef-map ef-map-loading'}
      role="slider"
      tabIndex={0}
      aria-label={t('frameMapLabel', { x: spot.x.toFixed(1), y: spot.y.toFixed(1) })}
      aria-valuetext={t('frameMapLabel', { x: spot.x.toFixed(1), y: spot.y.toFixed(1) })}
      aria-valuenow={spot.x}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <img src={image} alt="" draggable={false} onLoad={() => setLoaded(true)} />
      <span className="ef-marker" style={{ left: `${spot.x}%`, top: `${spot.y}%` }} aria-hidden />
    </div>
  );
}
