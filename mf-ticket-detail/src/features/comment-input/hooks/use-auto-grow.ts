import { type RefObject, useLayoutEffect } from 'react';

/** Rows needed for the explicit lines of a text, between 1 and maxRows. */
export function rowsForText(text: string, maxRows: number): number {
  const lines = text.split('\n').length;
  return Math.min(Math.max(lines, 1), maxRows);
}

/**
 * Grows the textarea with its content (wrapped lines included) up to maxRows, then lets it scroll.
 * The rows attribute covers explicit lines; the measured height covers soft-wrapped ones.
 */
export function useAutoGrow(
  textareaRef: RefObject<HTMLTextAreaElement | null>,
  text: string,
  maxRows: number,
) {
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const explicitRows = text.split('\n').length;
    textarea.style.height = 'auto';
    const style = getComputedStyle(textarea);
    const lineHeight = Number.parseFloat(style.lineHeight);
    const measured = textarea.scrollHeight;
    if (!measured || !Number.isFinite(lineHeight)) {
      // No layout (tests, hidden element): the rows attribute alone decides.
      textarea.style.overflowY = explicitRows > maxRows ? 'auto' : 'hidden';
      return;
    }
    const borders =
      Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
    const paddings = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    const maxHeight = lineHeight * maxRows + paddings + borders;
    // scrollHeight counts padding but not borders.
    const fullHeight = measured + borders;
    textarea.style.height = `${Math.min(fullHeight, maxHeight)}px`;
    textarea.style.overflowY = fullHeight > maxHeight ? 'auto' : 'hidden';
  }, [textareaRef, text, maxRows]);
}
