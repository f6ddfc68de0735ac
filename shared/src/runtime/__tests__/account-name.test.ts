import { accountName, accountParty } from '../account-name';

const staff = { visualId: 'a1b2c3', isStaff: true } as const;
const player = { visualId: 'f00d42', isStaff: false } as const;

describe('accountName (SPEC §6)', () => {
  it('shows staff by the one support name and players by hash id when no name was sent', () => {
    expect(accountName(staff, 'Equipo de soporte')).toBe('Equipo de soporte');
    expect(accountName(player, 'Equipo de soporte')).toBe('f00d42');
  });

  it('shows the real name when the server sent it, and the viewer their own name', () => {
    expect(accountName({ ...staff, name: 'staff1' }, 'Support team')).toBe('staff1');
    expect(accountName(player, 'Support team', { visualId: 'f00d42', name: 'player1' })).toBe(
      'player1',
    );
  });
});

describe('accountParty (SPEC §6)', () => {
  it('tells the viewer, a named account and nameless staff (the support team) apart, as accountName names them', () => {
    expect(accountParty(staff, 'f00d42')).toBe('team');
    expect(accountParty(player, 'f00d42')).toBe('you');
    expect(accountParty(player)).toBe('named');
    expect(accountParty({ ...staff, name: 'staff1' })).toBe('named');
    expect(accountParty({ ...staff, name: '' })).toBe('team');
  });
});
