import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { createReport, get, post, postComment, threadOf } from '../../testing/state-helpers';
import type { TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'player3', 'staff1', 'staff2', 'admin1'], (demo) => {
  ({ portal, token } = demo);
});

async function takenReport(title: string): Promise<number> {
  const ticketId = await createReport(portal, token('player1'), { title });
  await post(portal, token('staff2'), '/takeTicket', { ticketId });
  return ticketId;
}

describe('POST /api/closeTicket', () => {
  test('when a report is closed without a resolution, then it is a 422 and it stays open', async () => {
    const ticketId = await takenReport('Cerrar sin resolución');
    const response = await post(portal, token('staff2'), '/closeTicket', { ticketId });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('ticket.resolutionRequired');
    expect((await get(portal, token('staff2'), `/getTicket/${ticketId}`)).body.status).toBe(0);
  });

  test('when a report is closed as valid, then the resolution is stored and the close is logged', async () => {
    const ticketId = await takenReport('Cerrar válido');
    const response = await post(portal, token('staff2'), '/closeTicket', {
      ticketId,
      resolveType: 'valid',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 1, resolution: 'valid' });
    expect((await threadOf(portal, token('player1'), ticketId)).at(-1)?.action).toBe('close');
    const twice = await post(portal, token('staff2'), '/closeTicket', {
      ticketId,
      resolveType: 'invalid',
    });
    expect(twice.status).toBe(422);
  });

  test('when a report is closed as invalid, then its close line carries the resolution for staff and not for its players', async () => {
    const ticketId = await takenReport('Cerrar con resolución en el hilo');
    await post(portal, token('staff2'), '/closeTicket', { ticketId, resolveType: 'invalid' });
    const staffLine = (await threadOf(portal, token('staff2'), ticketId)).at(-1);
    expect(staffLine).toMatchObject({ action: 'close', message: 'invalid' });
    const playerLine = (await threadOf(portal, token('player1'), ticketId)).at(-1);
    expect(playerLine).toMatchObject({ action: 'close', message: '' });
  });

  test('when a resolution is not one of valid/invalid, then it is a 400', async () => {
    const ticketId = await takenReport('Resolución rara');
    const response = await post(portal, token('staff2'), '/closeTicket', {
      ticketId,
      resolveType: 'agreement',
    });
    expect(response.status).toBe(400);
  });

  test('when a support ticket is closed, then no resolution is taken; a player cannot close', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), {
      title: 'Cerrar soporte',
    });
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    expect((await post(portal, token('player1'), '/closeTicket', { ticketId })).status).toBe(403);
    const withResolution = await post(portal, token('staff1'), '/closeTicket', {
      ticketId,
      resolveType: 'valid',
    });
    expect(withResolution.status).toBe(422);
    const closed = await post(portal, token('staff1'), '/closeTicket', { ticketId });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe(1);
    expect(closed.body.resolution).toBeUndefined();
  });
});

describe('POST /api/reopenTicket', () => {
  test('when staff reopen a closed report, then it is open and unresolved again; players cannot', async () => {
    const ticketId = await takenReport('Reabrir');
    await post(portal, token('staff2'), '/closeTicket', { ticketId, resolveType: 'invalid' });
    expect((await post(portal, token('player1'), '/reopenTicket', { ticketId })).status).toBe(403);
    const reopened = await post(portal, token('staff2'), '/reopenTicket', { ticketId });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 0, resolution: 'unresolved' });
    expect((await threadOf(portal, token('player1'), ticketId)).at(-1)?.action).toBe('reopen');
    const again = await post(portal, token('staff2'), '/reopenTicket', { ticketId });
    expect(again.status).toBe(422);
  });
});

describe('searching a ticket closed and reopened by staff', () => {
  /** Ids of the first page admin1 finds for `text` in a list of `statusFilter`. */
  async function found(text: string, statusFilter: 'opened' | 'closed'): Promise<number[]> {
    const response = await post(portal, token('admin1'), '/tickets', {
      searchFilter: text,
      statusFilter,
    });
    if (response.status !== 200) throw new Error(response.text);
    return (response.body as { data: { _id: number }[] }).data.map((ticket) => ticket._id);
  }

  test('when a ticket whose comment holds a word is closed and reopened, then an open list’s search finds it only while it is open, and a closed list’s only while it is closed', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), {
      title: 'Buscar tras cerrar',
    });
    await postComment(portal, token('player1'), ticketId, 'Mi quetzalcoatl desapareció');
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    expect(await found('quetzalcoatl', 'opened')).toEqual([ticketId]);
    expect((await post(portal, token('staff1'), '/closeTicket', { ticketId })).status).toBe(200);
    expect(await found('quetzalcoatl', 'opened')).toEqual([]);
    expect(await found('quetzalcoatl', 'closed')).toEqual([ticketId]);
    expect((await post(portal, token('staff1'), '/reopenTicket', { ticketId })).status).toBe(200);
    expect(await found('quetzalcoatl', 'opened')).toEqual([ticketId]);
    expect(await found('quetzalcoatl', 'closed')).toEqual([]);
  });
});

describe('POST /api/requestIntervention', () => {
  test('when the reporter has written 1 comment since staff spoke, then it is refused; after 2 it works once', async () => {
    const ticketId = await takenReport('Pedir más');
    await postComment(portal, token('staff2'), ticketId, 'Lo revisamos.');
    await postComment(portal, token('player1'), ticketId, '¿Novedades?');
    const early = await post(portal, token('player1'), '/requestIntervention', { ticketId });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('intervention.notYet');
    await postComment(portal, token('player1'), ticketId, '¿Hola?');
    const ok = await post(portal, token('player1'), '/requestIntervention', { ticketId });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    expect((await threadOf(portal, token('staff2'), ticketId)).at(-1)?.action).toBe(
      'requestComments',
    );
    await postComment(portal, token('player1'), ticketId, 'Uno más');
    await postComment(portal, token('player1'), ticketId, 'Y otro');
    const twice = await post(portal, token('player1'), '/requestIntervention', { ticketId });
    expect(twice.status).toBe(422);
  });

  test('when the accused asks on an assigned report, then it works; a partner is refused', async () => {
    const ticketId = await takenReport('Pedir acusado');
    await postComment(portal, token('player3'), ticketId, 'No fui yo');
    await postComment(portal, token('player3'), ticketId, 'De verdad');
    const partner = await post(portal, token('player2'), '/requestIntervention', { ticketId });
    expect(partner.status).toBe(403);
    const accused = await post(portal, token('player3'), '/requestIntervention', { ticketId });
    expect(accused.status).toBe(200);
  });

  test('when the report is unassigned or it is a support ticket, then it is refused', async () => {
    const unassigned = await createReport(portal, token('player1'), { title: 'Sin asignar' });
    await postComment(portal, token('player1'), unassigned, 'uno');
    await postComment(portal, token('player1'), unassigned, 'dos');
    const response = await post(portal, token('player1'), '/requestIntervention', {
      ticketId: unassigned,
    });
    expect(response.status).toBe(422);
    const support = await createSupportTicket(portal, token('player1'), { title: 'Soporte más' });
    const onSupport = await post(portal, token('player1'), '/requestIntervention', {
      ticketId: support,
    });
    expect(onSupport.status).toBe(403);
  });
});
