import { canUseAdminPanel, isStaff } from '@portal/shared/contract';
import type { RemoteSlots } from '@portal/shared/runtime/remotes';
import { mayLoad } from '@portal/shared/runtime/remotes';
import { maySeeSlot, remoteModuleId, slotDefinition } from '../slot-table';

const stats: RemoteSlots = {
  container: 'mf_staff_stats',
  slots: { adminPanel: './Panel' },
  loadedBy: { minPower: 100, clientModes: ['browser'] },
};

test('a slot is filled by the remote whose descriptor names it; the listed remotes fill home and the modal', () => {
  expect(slotDefinition('adminPanel', [stats])).toEqual({
    scope: 'mf_staff_stats',
    module: './Panel',
    loadedBy: stats.loadedBy,
  });
  expect(slotDefinition('adminIncidents', [stats])).toBeUndefined();
  const home = slotDefinition('home');
  expect(home && remoteModuleId(home)).toBe('mf_tickets/Home');
  expect(slotDefinition('ticketModal')?.scope).toBe('mf_ticket_detail');
});

test('a remote loads only for the power and client modes its descriptor allows', () => {
  expect(mayLoad(stats.loadedBy, { clientMode: 'browser', power: 100 })).toBe(true);
  expect(mayLoad(stats.loadedBy, { clientMode: 'browser', power: 99 })).toBe(false);
  expect(mayLoad(stats.loadedBy, { clientMode: 'ingame', power: 100 })).toBe(false);
  expect(mayLoad(stats.loadedBy, { clientMode: 'browser', power: undefined })).toBe(false);
});

test('a slot is offered only when the rule allows the viewer and its remote may load for them', () => {
  const admin = { clientMode: 'browser', power: 100 } as const;
  expect(maySeeSlot('adminPanel', canUseAdminPanel, admin, [stats])).toBe(true);
  expect(maySeeSlot('adminPanel', isStaff, { ...admin, power: 99 }, [stats])).toBe(false);
  expect(
    maySeeSlot('adminPanel', canUseAdminPanel, { ...admin, clientMode: 'ingame' }, [stats]),
  ).toBe(false);
  expect(maySeeSlot('adminPanel', canUseAdminPanel, { ...admin, power: undefined }, [stats])).toBe(
    false,
  );
  expect(maySeeSlot('adminIncidents', canUseAdminPanel, admin, [stats])).toBe(false);
});
