import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { createReport, post, postComment } from '../../testing/state-helpers';
import type { TestPortal } from '../../testing/test-portal';

// Without AI_BASE_URL the assistant answers from the community's own history (SPEC §7, issue 15).

let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'staff1', 'staff2', 'admin1'], (demo) => {
  ({ portal, token } = demo);
});

const admin = () => token('admin1');

async function ask(body: Record<string, unknown>) {
  const response = await post(portal, admin(), '/assistant/chat', body);
  expect(response.status).toBe(200);
  expect(response.body.model).toBeNull();
  return response.body.text as string;
}

/** A closed support ticket whose closing public answer names its player. */
async function answeredTicket(): Promise<{ id: number; answer: string; note: string }> {
  const id = await createSupportTicket(portal, token('player1'), {
    category: 'bug',
    title: 'El inventario se vacía al reconectar',
    inputFields: { Descripción: 'El inventario aparece vacío' },
  });
  const note = 'Nota interna: el jugador ya reclamó dos veces';
  await postComment(portal, token('staff1'), id, note, true);
  const answer =
    'Hola Lucía, hemos restaurado tu inventario desde la copia de seguridad del servidor.';
  await postComment(portal, token('staff1'), id, answer);
  const closed = await post(portal, token('staff1'), '/closeTicket', { ticketId: id });
  expect(closed.status).toBe(200);
  return { id, answer, note };
}

test('when a ticket repeats an answered one, then the answer quotes the past answer with its ticket, addressed to this player, and says it was written offline', async () => {
  const past = await answeredTicket();
  const ticketId = await createSupportTicket(portal, token('player2'), {
    category: 'bug',
    title: 'Se me vacía el inventario al reconectar',
  });
  const text = await ask({ message: '¿Qué le respondo?', ticketId });
  expect(text).toMatch(/^No hay ningún modelo de IA configurado/);
  expect(text).toContain(`Respuesta que cerró el ticket #${past.id}`);
  // The admin sees real names: the past player's name gives way to this ticket's creator.
  expect(text).toContain(
    'Hola Mateo Ruiz, hemos restaurado tu inventario desde la copia de seguridad del servidor.',
  );
  expect(text).not.toContain('Lucía');
  expect(text).not.toContain(past.note);
});

test('when the admin writes in English, then the portal’s own sentences are English', async () => {
  const text = await ask({ message: 'What do past tickets say?', lang: 'en' });
  expect(text).toMatch(/^No AI model is configured/);
});

test('when nothing in the history matches a chat without a ticket, then the answer says so', async () => {
  const text = await ask({ message: 'xyzzy plugh frobnicate' });
  expect(text).toContain('No he encontrado tickets parecidos ni respuestas predefinidas');
});

test('when the chat is about a report, then the answer lists the rules of its category', async () => {
  const ticketId = await createReport(portal, token('player1'), { title: 'Aimbot otra vez' });
  const text = await ask({ message: '¿Qué normas aplican?', ticketId, lang: 'en' });
  expect(text).toMatch(/Rules of the category “.+”:/);
  expect(text).toMatch(/^- .+: .+$/m);
});
