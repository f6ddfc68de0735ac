import { UNASSIGNED } from '@portal/shared/contract';
import { ANA, staffCounts } from '../../../../testing/factories';
import { figureOf, staffFigures } from '../staff-figures';

/** Ana as seen by a viewer who administers none of her tickets' groups: her hash only. */
const ANA_HIDDEN = { visualId: ANA.visualId, isStaff: true };

describe('staffFigures', () => {
  it('adds each row up by type, by status and in all, most tickets first', () => {
    const figures = staffFigures({
      tickets: 6,
      staff: [staffCounts(null, [1, 0]), staffCounts(ANA, [2, 1], [0, 2])],
    });
    expect(figures).toEqual([
      {
        who: ANA.visualId,
        staffId: ANA._id,
        name: 'ana',
        support: 3,
        report: 2,
        opened: 2,
        closed: 3,
        total: 5,
      },
      {
        who: UNASSIGNED,
        staffId: undefined,
        name: undefined,
        support: 1,
        report: 0,
        opened: 1,
        closed: 0,
        total: 1,
      },
    ]);
  });

  it('when the summary hides a member, then they stay a hash without an id', () => {
    const [row] = staffFigures({ tickets: 1, staff: [staffCounts(ANA_HIDDEN, [1, 0])] });
    expect(row).toEqual(expect.objectContaining({ name: undefined, staffId: undefined }));
  });
});

describe('figureOf', () => {
  it('asks for a type, a status or the whole row', () => {
    expect(figureOf({ who: 'h', part: 'report' })).toEqual({ assignee: 'h', type: 'report' });
    expect(figureOf({ who: 'h', part: 'closed' })).toEqual({ assignee: 'h', status: 'closed' });
    expect(figureOf({ who: 'h', part: null })).toEqual({ assignee: 'h' });
  });
});
