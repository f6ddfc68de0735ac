import type { StaffAccount } from '@portal/shared/contract';
import { useDemoPortal } from '../../testing/demo-portal';
import { get } from '../../testing/state-helpers';
import type { TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff2', 'supervisor1', 'admin1'], (demo) => {
  ({ portal, token } = demo);
});

describe('GET /api/staff', () => {
  test.each(['player1', 'staff2', 'supervisor1'])(
    'when %s (below power 100) asks, then it is a 403',
    async (as) => {
      const response = await get(portal, token(as), '/staff');
      expect(response.status).toBe(403);
      expect(response.body.error).toMatch(/administrators/);
    },
  );

  test('when an admin asks, then every account of power 2 or more comes by name, players never', async () => {
    const response = await get(portal, token('admin1'), '/staff');
    expect(response.status).toBe(200);
    const staff = response.body as StaffAccount[];
    expect(staff.map((account) => account.name)).toEqual([
      'Admin Principal',
      'Carlos Pérez',
      'Elena Navarro',
      'Javier Romero',
    ]);
    expect(staff.every((account) => account.power >= 2)).toBe(true);
  });
});
