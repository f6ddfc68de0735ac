import { CLEARED_FILTERS, emptyListReason } from '../rules/empty-list';
import type { ListView } from '../rules/list-view';

const DEFAULT_VIEW: ListView = {
  ...CLEARED_FILTERS,
  sort: 'latestComment',
  tab: 'support',
  source: undefined,
};

describe('emptyListReason', () => {
  it('when the filters are the cleared ones (a blank search, any sort), then nothing is there', () => {
    const view = { ...DEFAULT_VIEW, search: '  ', sort: 'oldest' as const };
    expect(emptyListReason(view, false)).toBe('noOwn');
    expect(emptyListReason(view, true)).toBe('staffNothingOpen');
  });

  it('when a search is typed, then the search found nothing', () => {
    expect(emptyListReason({ ...DEFAULT_VIEW, search: 'lag' }, true)).toBe('noSearchResults');
  });

  it('when a status, group or assignee differs from the cleared ones, then the filters found nothing', () => {
    expect(emptyListReason({ ...DEFAULT_VIEW, status: 'closed' }, false)).toBe('noFilterResults');
    expect(emptyListReason({ ...DEFAULT_VIEW, groups: ['web'] }, true)).toBe('noFilterResults');
    expect(emptyListReason({ ...DEFAULT_VIEW, assigned: [7] }, true)).toBe('noFilterResults');
  });
});
