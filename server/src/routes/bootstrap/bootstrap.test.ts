import { TICKET_TYPE } from '@portal/shared/contract';
import { type DemoPortal, useDemoPortal } from '../../testing/demo-portal';

let demo: DemoPortal;
useDemoPortal(['player1', 'staff1'], (ready) => {
  demo = ready;
});

function get(path: string, username: string) {
  return demo.portal.api.get(path).set('Authorization', `Bearer ${demo.token(username)}`);
}

describe('GET /api/bootstrap', () => {
  test('when a player asks, then it answers what me, power, lang, groups and the first list page answer, never cached', async () => {
    const answer = await get('/api/bootstrap', 'player1');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');

    const me = await get('/api/me', 'player1');
    const power = await get(`/api/user/power/${me.body._id}`, 'player1');
    const lang = await get('/api/lang', 'player1');
    const groups = await get('/api/groups', 'player1');
    const body = { type: TICKET_TYPE.support, statusFilter: 'opened', sort: 'oldestComment' };
    expect(answer.body.list.body).toEqual(body);
    const list = await demo.portal.api
      .post('/api/tickets')
      .set('Authorization', `Bearer ${demo.token('player1')}`)
      .send(answer.body.list.body);
    expect(answer.body).toEqual({
      me: me.body,
      power: power.body.power,
      lang: lang.body.lang,
      groups: groups.body,
      list: { body, page: list.body },
    });
    expect(answer.body.list.page.data.length).toBeGreaterThan(0);
  });

  test('when staff ask, then the answer has no list (theirs depends on the source and its counts)', async () => {
    const answer = await get('/api/bootstrap', 'staff1');
    expect(answer.status).toBe(200);
    expect(answer.body.power).toBe(2);
    expect(answer.body.list).toBeNull();
  });

  test('when nobody is signed in, then it is refused with 401', async () => {
    expect((await demo.portal.api.get('/api/bootstrap')).status).toBe(401);
  });
});
