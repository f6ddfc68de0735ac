import { useState } from 'react';
import { useFormT } from '../../i18n/use-form-t';
import type { MapSpot } from './map-picker';

/** The map image with the chosen spot marked, to look at only (`map-picker.tsx` moves it). */
export function MapView({ image, spot }: { image: string; spot: MapSpot | null }) {
  const t = useFormT();
  const [loaded, setLoaded] = useState(false);
  const label = spot
    ? t('frameMapLabel', { x: spot.x.toFixed(1), y: spot.y.toFixed(1) })
    : t('frameMapUnmarked');
  return (
    <div className={loaded ? 'ef-map ef-map-view' : 'ef-map ef-map-view ef-map-loading'}>
      <img src={image} alt={label} draggable={false} onLoad={() => setLoaded(true)} />
      {spot && (
        <span className="ef-marker" style={{ left: `${spot.x}%`, top: `${spot.y}%` }} aria-hidden />
      )}
    </div>
  );
}
