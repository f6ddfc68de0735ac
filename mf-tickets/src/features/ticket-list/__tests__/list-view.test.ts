import { defaultListFilters } from '@portal/shared/contract';
import { listFiltersOf, readListView } from '../rules/list-view';

describe('the list an address with no filter shows', () => {
  it("when a player opens the home list, then it sends the contract's default request (the one GET /bootstrap answers ahead)", () => {
    const player = { power: 1, defaultSource: 'web' as const };
    expect(listFiltersOf(readListView(new URLSearchParams(), player))).toEqual(
      defaultListFilters(player),
    );
  });

  it('when staff open it, then it is the default request on their own source', () => {
    const staff = { power: 2, defaultSource: 'ingame' as const };
    expect(listFiltersOf(readListView(new URLSearchParams(), staff))).toEqual({
      ...defaultListFilters(staff),
      isWeb: false,
    });
  });
});
