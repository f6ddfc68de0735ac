/** Recorded in `bench_seed_steps` once done; a change to what it seeds gets a new name. */
export const AI_SEED_STEP = 'ai-v1';

/** The public answer staff gave, per title of the `list` seed (its eight titles, each + ' n'). */
const ANSWERS: readonly [string, string][] = [
  [
    'No puedo entrar',
    'Hemos restablecido tu acceso: entra con el enlace que te enviamos al correo y cambia la contraseña.',
  ],
  [
    'Problema con el pago',
    'Hemos revisado el pago: el cobro está confirmado y ya tienes el producto en tu cuenta.',
  ],
  [
    'Lost my items',
    'We restored your items from the last backup; log in again and check your inventory.',
  ],
  [
    'Stuck under the map',
    'We moved your character to the nearest safe spawn; log in again to continue.',
  ],
  [
    'Jugador haciendo trampas',
    'Gracias por el reporte: hemos revisado la partida y el jugador ha sido sancionado.',
  ],
  ['Insultos en el chat', 'Hemos revisado el registro del chat y el jugador ha sido silenciado.'],
  [
    'Vehicle disappeared',
    'Your vehicle is back in the garage; use the garage menu to take it out.',
  ],
  ['Error al comprar', 'El fallo de la tienda está corregido; vuelve a intentar la compra.'],
];

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Staff answers for the retrieval to find: the `list` seed's comments are all the players' own.
 * Every third closed ticket gets its assignee's public answer, matching its title, ten minutes
 * after it was opened (about 280,000 comments).
 */
export const AI_SEED_STATEMENTS: readonly string[] = [
  `insert into comments (ticket_id, author_id, message, created_at)
   select t.id, a.account_id, answers.answer, t.created_at + interval '10 minutes'
   from tickets t
   join ticket_assignees a on a.ticket_id = t.id
   join (values ${ANSWERS.map(([title, answer]) => `(${quoted(title)}, ${quoted(answer)})`).join(', ')})
     as answers (title, answer) on t.title like answers.title || ' %'
   where t.status = 1 and t.id % 3 = 0`,
];
