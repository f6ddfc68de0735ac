/**
 * The open overlays of the page (modals, popovers, hover cards), innermost last. Escape closes
 * only the top one. Kept on globalThis so every copy of the kit on a page (a remote that bundles
 * its own) sees one stack. Remotes built at different times share it: keep its shape compatible.
 */
export interface Layer {
  /** The layer's own element (and portal content); a click inside it is not "outside". */
  contains(target: Node): boolean;
  close(): void;
}

interface LayerStack {
  layers: Layer[];
}

const STACK_KEY = Symbol.for('portal.ui.layers');

/**
 * Marks what floats above every layer (the toasts, the assistant widget): pressing or focusing
 * inside it neither closes the top layer nor has a dialog pull focus back.
 */
export const OUTSIDE_LAYERS = '[data-portal-outside-layers]';

function layerStack(): LayerStack {
  const holder = globalThis as { [STACK_KEY]?: LayerStack };
  if (!holder[STACK_KEY]) {
    holder[STACK_KEY] = { layers: [] };
    document.addEventListener('keydown', closeTopOnEscape);
  }
  return holder[STACK_KEY];
}

function closeTopOnEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = layerStack().layers.at(-1);
  if (!top) return;
  event.preventDefault();
  top.close();
}

/** Adds a layer on top; the returned function removes it. */
export function pushLayer(layer: Layer): () => void {
  const stack = layerStack();
  stack.layers.push(layer);
  return () => {
    stack.layers = stack.layers.filter((item) => item !== layer);
  };
}

export function isTopLayer(layer: Layer): boolean {
  return layerStack().layers.at(-1) === layer;
}
