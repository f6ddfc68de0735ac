import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the widget with its launcher and then the chat whose title starts with `title`. */
export async function openChat(texts: { open: string; panel: string }, title: string) {
  await userEvent.click(screen.getByRole('button', { name: texts.open }));
  const panel = screen.getByRole('complementary', { name: texts.panel });
  await userEvent.click(
    await within(panel).findByRole('button', { name: new RegExp(`^${title}`) }),
  );
  return panel;
}
