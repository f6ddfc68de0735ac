import { useEffect, useState } from 'react';
import type { Viewport } from '../rules/window-rect';

function currentViewport(): Viewport {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The window's inner size, kept current as the window is resized. */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(currentViewport);
  useEffect(() => {
    const update = () => setViewport(currentViewport());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}
