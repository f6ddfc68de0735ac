import { ANA, lastMonthTicket } from '../../../../testing/factories';
import { staffFigures } from '../staff-figures';

/** Ana as seen on a ticket of a group the viewer does not administer: her hash only. */
const ANA_HIDDEN = { visualId: ANA.visualId, isStaff: true };

describe('staffFigures', () => {
  it('when a member is first seen on a ticket that hides them, then a later one still names them', () => {
    const figures = staffFigures([
      lastMonthTicket(1, { assignees: [ANA_HIDDEN] }),
      lastMonthTicket(2, { assignees: [ANA] }),
    ]);
    expect(figures).toEqual([
      expect.objectContaining({ who: ANA.visualId, name: 'ana', staffId: ANA._id, total: 2 }),
    ]);
  });

  it('when every ticket hides a member, then they stay a hash without an id', () => {
    const [row] = staffFigures([lastMonthTicket(1, { assignees: [ANA_HIDDEN] })]);
    expect(row).toEqual(expect.objectContaining({ name: undefined, staffId: undefined }));
  });
});
