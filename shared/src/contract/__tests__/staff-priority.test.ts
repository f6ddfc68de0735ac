import { type PriorityTicket, staffPriorityRank } from '../rules/staff-priority';

const viewer = { id: 7, adminRoles: ['reports'] };
const me = { visualId: 'me', isStaff: true, _id: 7 };
const other = { visualId: 'other', isStaff: true, _id: 8 };

function ticket(overrides: Partial<PriorityTicket>): PriorityTicket {
  return { type: 1, inFraganti: false, assignees: [], roleAssignees: [], ...overrides };
}

describe('staffPriorityRank (SPEC §4)', () => {
  it('ranks caught-in-the-act unassigned reports, mine, my role, unassigned, others in that order', () => {
    expect(staffPriorityRank(viewer, ticket({ inFraganti: true }))).toBe(0);
    expect(staffPriorityRank(viewer, ticket({ assignees: [me] }))).toBe(1);
    expect(staffPriorityRank(viewer, ticket({ roleAssignees: ['reports'] }))).toBe(2);
    expect(staffPriorityRank(viewer, ticket({}))).toBe(3);
    expect(staffPriorityRank(viewer, ticket({ assignees: [other] }))).toBe(4);
  });

  it('treats a caught-in-the-act report that someone took as assigned, and support tickets never as caught', () => {
    expect(staffPriorityRank(viewer, ticket({ inFraganti: true, assignees: [other] }))).toBe(4);
    expect(staffPriorityRank(viewer, ticket({ inFraganti: true, assignees: [me] }))).toBe(1);
    expect(staffPriorityRank(viewer, ticket({ type: 0, inFraganti: true }))).toBe(3);
  });

  it('puts a ticket both mine and my role as mine, and another role as others', () => {
    const both = ticket({ assignees: [me], roleAssignees: ['reports'] });
    expect(staffPriorityRank(viewer, both)).toBe(1);
    expect(staffPriorityRank(viewer, ticket({ roleAssignees: ['events'] }))).toBe(4);
  });
});
