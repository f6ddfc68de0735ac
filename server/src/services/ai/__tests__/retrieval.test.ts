import { createPseudonyms } from '../../../identity/visual-ids';
import { useDemoDatabase } from '../../../testing/demo-portal';
import { accountIdOf } from '../../../testing/state-helpers';
import { TEST_CONFIG } from '../../../testing/test-portal';
import { createCommunityCatalog } from '../../community/community-catalog';
import { type RetrievalQuery, retrieveAnswers } from '../retrieval';

let deps: Parameters<typeof retrieveAnswers>[0];
const ids: Record<string, number> = {};

const database = useDemoDatabase();

beforeAll(async () => {
  for (const name of ['player1', 'player2', 'player3', 'staff1', 'staff2', 'admin1']) {
    ids[name] = await accountIdOf(database.db, name);
  }
  deps = {
    db: database.db,
    catalog: createCommunityCatalog(database.db, 0),
    pseudonyms: createPseudonyms(TEST_CONFIG.secrets.visualIdSecret),
  };
});

interface PastComment {
  by: string;
  message: string;
  staffOnly?: boolean;
  action?: 'take' | 'close' | 'assignRole';
}

interface PastTicket {
  group?: string;
  category?: string;
  title: string;
  description?: string;
  by?: string;
  status?: 0 | 1;
  accused?: string;
  /** The accused's name as typed in the report; the accused account's username by default. */
  accusedName?: string;
  /** Partners as typed, each linked to the demo account of that username when there is one. */
  partners?: string[];
  comments: PastComment[];
}

const GROUP_TYPES: Record<string, { type: number; isWeb: boolean }> = {
  support: { type: 0, isWeb: true },
  ingame: { type: 0, isWeb: false },
  reports: { type: 1, isWeb: true },
};

/** A ticket of the history, written straight to the tables as the comment and close paths do. */
async function pastTicket(ticket: PastTicket): Promise<number> {
  const group = ticket.group ?? 'support';
  const kind = GROUP_TYPES[group] ?? { type: 0, isWeb: true };
  const row = await database.db
    .insertInto('tickets')
    .values({
      type: kind.type,
      group_key: group,
      category_key: ticket.category ?? 'account',
      is_web: kind.isWeb,
      title: ticket.title,
      description: ticket.description ?? null,
      status: ticket.status ?? 1,
      created_by: ids[ticket.by ?? 'player1'] ?? 0,
      report_accused_id: ticket.accused ? (ids[ticket.accused] ?? null) : null,
      report_accused_name: ticket.accusedName ?? ticket.accused ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, name] of (ticket.partners ?? []).entries()) {
    await database.db
      .insertInto('report_partners')
      .values({ ticket_id: row.id, position, name, account_id: ids[name] ?? null })
      .execute();
  }
  for (const comment of ticket.comments) {
    await database.db
      .insertInto('comments')
      .values({
        ticket_id: row.id,
        author_id: ids[comment.by] ?? 0,
        message: comment.message,
        staff_only: comment.staffOnly ?? false,
        action: comment.action ?? '',
        ai_response_id: null,
      })
      .execute();
  }
  return row.id;
}

function query(overrides: Partial<RetrievalQuery>): RetrievalQuery {
  return {
    text: '',
    groupKey: 'support',
    categoryKey: 'account',
    excludeTicketId: null,
    placeholders: null,
    ...overrides,
  };
}

const RESET_ANSWER = 'Te hemos enviado un enlace para restablecer la contraseña; revisa tu correo.';

let passwordTicket: number;

beforeAll(async () => {
  passwordTicket = await pastTicket({
    title: 'Contraseña olvidada, no puedo iniciar sesión',
    description: 'He olvidado la contraseña y el correo de recuperación no llega',
    comments: [
      { by: 'player1', message: 'Ayuda por favor, sigo sin poder entrar' },
      { by: 'staff1', message: '', action: 'take' },
      { by: 'staff1', message: 'Nota: la cuenta tenía dos correos', staffOnly: true },
      { by: 'staff1', message: RESET_ANSWER },
      { by: 'player1', message: 'Gracias, ya funciona' },
      { by: 'staff1', message: '', action: 'close' },
    ],
  });
  await pastTicket({
    title: 'Cambiar el nombre de la cuenta',
    description: 'Quiero cambiar mi nombre visible',
    comments: [{ by: 'staff1', message: 'Los nombres se cambian desde el perfil del juego.' }],
  });
  await pastTicket({
    category: 'payments',
    title: 'Me han cobrado dos veces',
    comments: [{ by: 'admin1', message: 'Hemos devuelto el cobro duplicado.' }],
  });
});

describe('retrieveAnswers', () => {
  test('when a ticket nearly repeats a closed one, then the staff answer that closed it ranks first', async () => {
    const answers = await retrieveAnswers(
      deps,
      query({ text: 'No puedo iniciar sesión, olvidé la contraseña y no llega el correo' }),
      5,
    );
    expect(answers[0]).toMatchObject({
      text: RESET_ANSWER,
      source: {
        kind: 'ticket',
        ticketId: passwordTicket,
        title: 'Contraseña olvidada, no puedo iniciar sesión',
      },
    });
    expect(answers[0]?.score).toBeGreaterThan(0);
  });

  test('when the same words are searched, then staff-only notes, actions and player comments are never answers', async () => {
    await pastTicket({
      title: 'La sesión se cierra sola',
      comments: [
        { by: 'staff1', message: 'Prueba a borrar la caché del navegador.' },
        { by: 'staff1', message: 'Nota: sesión caducada por la caché', staffOnly: true },
        { by: 'staff1', message: 'support', action: 'assignRole' },
      ],
    });
    const answers = await retrieveAnswers(
      deps,
      query({ text: 'contraseña correo sesión cuenta nombre ayuda gracias funciona caché' }),
      20,
    );
    const texts = answers.map((answer) => answer.text);
    expect(texts).toContain(RESET_ANSWER);
    expect(texts).toContain('Prueba a borrar la caché del navegador.');
    expect(texts).not.toContain('Nota: sesión caducada por la caché');
    expect(texts).not.toContain('support');
    expect(texts).not.toContain('Nota: la cuenta tenía dos correos');
    expect(texts).not.toContain('Ayuda por favor, sigo sin poder entrar');
    expect(texts).not.toContain('Gracias, ya funciona');
    expect(texts).not.toContain('');
  });

  test('when another group or category closed a matching ticket, then its answer is not offered', async () => {
    const otherGroup = await pastTicket({
      group: 'ingame',
      category: 'stuck',
      title: 'Contraseña olvidada en el juego',
      comments: [{ by: 'admin1', message: 'Respuesta del grupo del juego sobre la contraseña.' }],
    });
    const answers = await retrieveAnswers(
      deps,
      query({ text: 'contraseña olvidada cobrado dos veces' }),
      20,
    );
    const sources = answers.map((answer) => answer.source);
    expect(sources).not.toContainEqual(expect.objectContaining({ ticketId: otherGroup }));
    expect(answers.map((answer) => answer.text)).not.toContain(
      'Hemos devuelto el cobro duplicado.',
    );
    const wholeGroup = await retrieveAnswers(
      deps,
      query({ text: 'contraseña olvidada cobrado dos veces', categoryKey: null }),
      20,
    );
    expect(wholeGroup.map((answer) => answer.text)).toEqual(
      expect.arrayContaining(['Hemos devuelto el cobro duplicado.', RESET_ANSWER]),
    );
    expect(wholeGroup.map((answer) => answer.text)).not.toContain(
      'Respuesta del grupo del juego sobre la contraseña.',
    );
    const everyGroup = await retrieveAnswers(
      deps,
      query({ text: 'contraseña olvidada', groupKey: null, categoryKey: null }),
      20,
    );
    expect(everyGroup.map((answer) => answer.text)).toContain(
      'Respuesta del grupo del juego sobre la contraseña.',
    );
  });

  test('when the matching ticket is still open or is the ticket asked about, then it is not used', async () => {
    const open = await pastTicket({
      status: 0,
      title: 'Pantalla azul al abrir el lanzador',
      comments: [{ by: 'staff1', message: 'Reinstala el lanzador, por favor.' }],
    });
    const closed = await pastTicket({
      title: 'Pantalla azul al abrir el lanzador',
      comments: [{ by: 'staff1', message: 'Actualiza los controladores gráficos.' }],
    });
    const text = 'pantalla azul lanzador';
    const answers = await retrieveAnswers(deps, query({ text }), 5);
    expect(answers.map((answer) => answer.source)).not.toContainEqual(
      expect.objectContaining({ ticketId: open }),
    );
    expect(answers[0]?.source).toMatchObject({ ticketId: closed });
    const excluded = await retrieveAnswers(deps, query({ text, excludeTicketId: closed }), 5);
    expect(excluded.map((answer) => answer.source)).not.toContainEqual(
      expect.objectContaining({ ticketId: closed }),
    );
  });

  test('when staff were a party of a report, then their comments there are not staff answers', async () => {
    await pastTicket({
      group: 'reports',
      category: 'cheating',
      title: 'Denuncia por trampas con aimbot',
      by: 'player2',
      accused: 'staff2',
      comments: [
        { by: 'staff2', message: 'Yo no hice trampas con el aimbot.' },
        { by: 'admin1', message: 'Revisamos la partida y aplicamos la sanción.' },
      ],
    });
    const answers = await retrieveAnswers(
      deps,
      query({ text: 'aimbot trampas', groupKey: 'reports', categoryKey: 'cheating' }),
      5,
    );
    expect(answers.map((answer) => answer.text)).toEqual([
      'Revisamos la partida y aplicamos la sanción.',
    ]);
  });

  test("when a past answer named that ticket's player, then the name becomes this ticket's creator", async () => {
    await pastTicket({
      title: 'Correo de verificación no recibido',
      by: 'player2',
      comments: [{ by: 'staff1', message: 'Hola Mateo, Mateo Ruiz: reenviamos la verificación.' }],
    });
    const text = 'verificación correo recibido';
    const filled = await retrieveAnswers(
      deps,
      query({ text, placeholders: { creator: 'Lucía', group: 'Soporte', category: 'Cuenta' } }),
      1,
    );
    expect(filled[0]?.text).toBe('Hola Lucía, Lucía: reenviamos la verificación.');
    const unfilled = await retrieveAnswers(deps, query({ text }), 1);
    expect(unfilled[0]?.text).toBe('Hola {creator}, {creator}: reenviamos la verificación.');
  });

  test("when a past answer greeted that ticket's player by hash id, then the id becomes this ticket's creator, and an answer with anyone else's id is never offered", async () => {
    const player2 = deps.pseudonyms.ofAccount(ids.player2 ?? 0);
    const player3 = deps.pseudonyms.ofAccount(ids.player3 ?? 0);
    await pastTicket({
      title: 'Logro de temporada sin desbloquear',
      by: 'player2',
      comments: [{ by: 'staff1', message: `Gracias ${player2}, desbloqueamos el logro.` }],
    });
    await pastTicket({
      title: 'Logro de temporada perdido',
      by: 'player2',
      comments: [{ by: 'staff1', message: `${player3} también perdió el logro; lo devolvemos.` }],
    });
    const text = 'logro temporada';
    const named = await retrieveAnswers(
      deps,
      query({ text, placeholders: { creator: 'Lucía', group: 'Soporte', category: 'Cuenta' } }),
      5,
    );
    const fromTickets = (answers: typeof named) =>
      answers.filter((answer) => answer.source.kind === 'ticket').map((answer) => answer.text);
    expect(fromTickets(named)).toEqual(['Gracias Lucía, desbloqueamos el logro.']);
    const unnamed = await retrieveAnswers(
      deps,
      query({ text, placeholders: { creator: null, group: 'Soporte', category: 'Cuenta' } }),
      5,
    );
    expect(fromTickets(unnamed)).toEqual(['Gracias, desbloqueamos el logro.']);
  });

  test("when a past report's answer names its accused or a partner, then it is never offered, and one naming nobody still is", async () => {
    const report = (title: string, answer: string, people: Partial<PastTicket>) =>
      pastTicket({
        group: 'reports',
        category: 'cheating',
        title,
        by: 'player2',
        ...people,
        comments: [{ by: 'admin1', message: answer }],
      });
    await report('Wallhack en la arena', 'Hemos sancionado a Sofía Torres por el wallhack.', {
      accused: 'player3',
    });
    await report('Wallhack en la torre', 'Sofía ya no podrá usar el wallhack.', {
      accused: 'player3',
    });
    await report('Wallhack en el puerto', 'PLAYER3 queda suspendido por el wallhack.', {
      accused: 'player3',
    });
    await report('Wallhack en el bosque', 'Hemos sancionado a xXSniperXx por el wallhack.', {
      accusedName: 'xXSniperXx',
    });
    await report('Wallhack en el castillo', 'Lucía Gómez también usaba el wallhack.', {
      accusedName: 'Desconocido',
      partners: ['player1'],
    });
    await report('Wallhack en la mina', 'Su compañero Tramposo99 usaba el wallhack.', {
      accusedName: 'Desconocido',
      partners: ['Tramposo99'],
    });
    const clean = await report(
      'Wallhack en el desierto',
      'Gracias Mateo, hemos sancionado al jugador del wallhack.',
      { accused: 'player3', partners: ['player1', 'Tramposo99'] },
    );
    const answers = await retrieveAnswers(
      deps,
      query({ text: 'wallhack', groupKey: 'reports', categoryKey: 'cheating' }),
      20,
    );
    expect(answers.map((answer) => answer.source)).toEqual([
      { kind: 'ticket', ticketId: clean, title: 'Wallhack en el desierto' },
    ]);
    expect(answers[0]?.text).toBe('Gracias {creator}, hemos sancionado al jugador del wallhack.');
  });

  test('when a past answer names a player who commented on that ticket, then it is not offered', async () => {
    await pastTicket({
      title: 'Inventario vacío tras el reinicio',
      by: 'player2',
      comments: [
        { by: 'player1', message: 'A mí también me pasa' },
        { by: 'staff1', message: 'Lucía, tu inventario también está restaurado.' },
      ],
    });
    await pastTicket({
      title: 'Inventario vacío tras el reinicio',
      by: 'player2',
      comments: [{ by: 'staff1', message: 'Tu inventario está restaurado.' }],
    });
    const answers = await retrieveAnswers(deps, query({ text: 'inventario reinicio' }), 5);
    expect(answers.map((answer) => answer.text)).toEqual(['Tu inventario está restaurado.']);
  });

  test("when placeholders are given, then the group's canned answers come filled and ranked by their own match", async () => {
    const placeholders = { creator: 'u-7f3a', group: 'Soporte web', category: 'Cuenta' };
    const answers = await retrieveAnswers(
      deps,
      query({ text: 'resuelto vuelve pasar', placeholders, categoryKey: 'faq' }),
      5,
    );
    expect(answers.map((answer) => answer.source)).toEqual([
      { kind: 'canned', title: 'Cierre' },
      { kind: 'canned', title: 'Saludo' },
    ]);
    expect(answers[0]?.text).toBe(
      'Damos el ticket por resuelto, u-7f3a. Si vuelve a pasar, abre uno nuevo.',
    );
    expect(answers[1]?.text).toBe(
      'Hola u-7f3a, gracias por escribirnos sobre Cuenta en Soporte web. Lo revisamos ahora.',
    );
    expect(answers[0]?.score).toBeGreaterThan(answers[1]?.score ?? 0);
    const none = await retrieveAnswers(deps, query({ text: 'resuelto', categoryKey: 'faq' }), 5);
    expect(none).toEqual([]);
  });

  test('when two past tickets closed with the same words, then the answer is offered once', async () => {
    for (const title of ['Error 504 en la tienda', 'Error 504 en la tienda otra vez']) {
      await pastTicket({
        category: 'bug',
        title,
        comments: [{ by: 'staff1', message: 'La tienda ya  funciona de nuevo.' }],
      });
    }
    const answers = await retrieveAnswers(
      deps,
      query({ text: 'error 504 tienda', categoryKey: 'bug' }),
      5,
    );
    expect(answers.map((answer) => answer.text)).toEqual(['La tienda ya  funciona de nuevo.']);
  });

  test('when the text has no words, then only canned answers can be offered', async () => {
    expect(await retrieveAnswers(deps, query({ text: '¿¿?? ...' }), 5)).toEqual([]);
  });
});
