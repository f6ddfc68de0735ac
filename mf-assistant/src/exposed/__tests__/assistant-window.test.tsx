import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { requestsTo } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeChat } from '../../testing/factories';
import { DESKTOP, renderWidget, resizeWindow } from '../../testing/render-widget';
import { serveChats } from '../../testing/serve-assistant';

const TEXTS = {
  es: {
    open: 'Abrir el asistente',
    close: 'Cerrar el asistente',
    panel: 'Asistente',
    move: 'Mover el asistente',
    resize: 'Cambiar el tamaño del asistente',
    moveHint: 'Arrastra o usa las flechas del teclado.',
  },
  en: {
    open: 'Open the assistant',
    close: 'Close the assistant',
    panel: 'Assistant',
    move: 'Move the assistant',
    resize: 'Resize the assistant',
    moveHint: 'Drag it or use the arrow keys.',
  },
} as const;

/** Where the panel is: its left, top, width and height in pixels. */
function box(panel: HTMLElement) {
  const { left, top, width, height } = panel.style;
  return {
    x: parseFloat(left),
    y: parseFloat(top),
    width: parseFloat(width),
    height: parseFloat(height),
  };
}

/** Presses the primary pointer on `target` at (x, y), moves it by (dx, dy) and releases it. */
async function drag(target: Element, dx: number, dy: number, from = { x: 700, y: 250 }) {
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target, coords: { clientX: from.x, clientY: from.y } },
    { target, coords: { clientX: from.x + dx / 2, clientY: from.y + dy / 2 } },
    { target, coords: { clientX: from.x + dx, clientY: from.y + dy } },
    { keys: '[/MouseLeft]', target },
  ]);
}

describe.each(['es', 'en'] as const)('assistant window in %s', (language) => {
  const text = TEXTS[language];

  beforeEach(async () => {
    window.localStorage.clear();
    resizeWindow(DESKTOP.width, DESKTOP.height);
    await setLanguage(language, false);
    serveChats([makeChat(1)]);
  });

  async function openPanel() {
    await userEvent.click(screen.getByRole('button', { name: text.open }));
    return screen.getByRole('complementary', { name: text.panel });
  }

  it('when closed, then only the launcher shows and nothing is fetched; it opens at 360×520 in the corner and closes again', async () => {
    renderWidget();
    expect(screen.getByRole('button', { name: text.open })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(requestsTo(calls.assistantChats)).toHaveLength(0);

    const panel = await openPanel();
    expect(panel).toHaveFocus();
    expect(box(panel)).toEqual({ x: 648, y: 232, width: 360, height: 520 });
    expect(await screen.findByRole('button', { name: /^Chat 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.open })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.move })).toHaveAccessibleDescription(
      text.moveHint,
    );
    await expectAccessible();

    await userEvent.click(screen.getByRole('button', { name: text.close }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.open })).toHaveFocus();
  });

  it('Escape closes it and gives focus back to the launcher', async () => {
    renderWidget();
    await openPanel();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.open })).toHaveFocus();
  });

  it('dragged by its header, it follows the pointer but never leaves the window', async () => {
    renderWidget();
    const panel = await openPanel();
    const title = screen.getByRole('heading', { name: text.panel });

    await drag(title, -300, -100);
    expect(box(panel)).toMatchObject({ x: 348, y: 132 });

    await drag(title, -5000, -5000);
    expect(box(panel)).toMatchObject({ x: 16, y: 16, width: 360, height: 520 });

    await drag(screen.getByRole('button', { name: text.move }), 5000, 5000);
    expect(box(panel)).toMatchObject({ x: 648, y: 232 });
  });

  it('the move handle moves it with the arrow keys, 16 px a press, still inside the window', async () => {
    renderWidget();
    const panel = await openPanel();
    act(() => screen.getByRole('button', { name: text.move }).focus());
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(box(panel)).toMatchObject({ x: 616, y: 216 });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(box(panel)).toMatchObject({ x: 648, y: 232 });
  });

  it('resized by its corner, it grows toward the page and never below 300×360', async () => {
    renderWidget();
    const panel = await openPanel();
    const handle = screen.getByRole('button', { name: text.resize });

    await drag(handle, -140, -80, { x: 650, y: 234 });
    expect(box(panel)).toEqual({ x: 508, y: 152, width: 500, height: 600 });

    await drag(handle, 1000, 1000, { x: 510, y: 154 });
    expect(box(panel)).toEqual({ x: 708, y: 392, width: 300, height: 360 });

    act(() => handle.focus());
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(box(panel)).toEqual({ x: 692, y: 376, width: 316, height: 376 });
  });

  it('position, size and being open are remembered after a reload', async () => {
    const first = renderWidget();
    const panel = await openPanel();
    await drag(screen.getByRole('heading', { name: text.panel }), -200, -100);
    await drag(screen.getByRole('button', { name: text.resize }), -40, -20, { x: 450, y: 134 });
    const placed = box(panel);
    expect(placed).toEqual({ x: 408, y: 112, width: 400, height: 540 });
    first.unmount();

    const second = renderWidget();
    const restored = await screen.findByRole('complementary', { name: text.panel });
    expect(box(restored)).toEqual(placed);
    // Restored open, it does not take the focus from the page.
    expect(restored).not.toHaveFocus();
    await screen.findByRole('button', { name: /^Chat 1/ });
    await userEvent.click(screen.getByRole('button', { name: text.close }));
    second.unmount();

    renderWidget();
    expect(screen.getByRole('button', { name: text.open })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.open }));
    expect(box(screen.getByRole('complementary', { name: text.panel }))).toEqual(placed);
    await screen.findByRole('button', { name: /^Chat 1/ });
  });

  it('when the window shrinks it stays inside, down to a 360 px wide phone, and gets its size back after', async () => {
    renderWidget();
    const panel = await openPanel();
    await drag(screen.getByRole('button', { name: text.resize }), -100, -100, { x: 650, y: 234 });
    expect(box(panel)).toEqual({ x: 548, y: 132, width: 460, height: 620 });

    resizeWindow(800, 600);
    expect(box(panel)).toEqual({ x: 324, y: 16, width: 460, height: 568 });

    resizeWindow(360, 640);
    expect(box(panel)).toEqual({ x: 16, y: 16, width: 328, height: 608 });

    resizeWindow(DESKTOP.width, DESKTOP.height);
    expect(box(panel)).toEqual({ x: 548, y: 132, width: 460, height: 620 });
  });
});
