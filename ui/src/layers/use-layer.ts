import { type RefObject, useEffect, useRef } from 'react';
import { isTopLayer, type Layer, OUTSIDE_LAYERS, pushLayer } from './layer-stack';

interface UseLayerOptions {
  open: boolean;
  /** Elements that belong to the layer (its panel, and its trigger for popovers). */
  refs: RefObject<HTMLElement | null>[];
  onClose: () => void;
  /** A press outside every element of `refs` closes the layer when it is the top one. */
  closeOnOutsidePress?: boolean;
}

/** Registers an open overlay: Escape and outside presses close it only while it is on top. */
export function useLayer({ open, refs, onClose, closeOnOutsidePress = true }: UseLayerOptions) {
  const latest = useRef({ refs, onClose, closeOnOutsidePress });
  latest.current = { refs, onClose, closeOnOutsidePress };
  const layerRef = useRef<Layer | null>(null);

  useEffect(() => {
    if (!open) return;
    const layer: Layer = {
      contains: (target) => latest.current.refs.some((ref) => ref.current?.contains(target)),
      close: () => latest.current.onClose(),
    };
    layerRef.current = layer;
    const remove = pushLayer(layer);
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!latest.current.closeOnOutsidePress || !isTopLayer(layer)) return;
      const target = event.target;
      if (!(target instanceof Element) || layer.contains(target)) return;
      // Toasts float above everything; dismissing one must not close the dialog under it.
      if (target.closest(OUTSIDE_LAYERS)) return;
      layer.close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      remove();
      layerRef.current = null;
    };
  }, [open]);

  return layerRef;
}
