import { ERROR_CODES } from '../errors';
import { TICKET_TYPE } from '../limits';
import { closeResolutionIssue } from '../rules/close-resolution';

test('when a report is closed, then it needs a resolution, valid or invalid', () => {
  expect(closeResolutionIssue(TICKET_TYPE.report, undefined)).toEqual({
    path: 'resolveType',
    code: ERROR_CODES.resolutionRequired,
  });
  expect(closeResolutionIssue(TICKET_TYPE.report, 'valid')).toBeNull();
  expect(closeResolutionIssue(TICKET_TYPE.report, 'invalid')).toBeNull();
});

test('when a support ticket is closed, then it takes no resolution', () => {
  expect(closeResolutionIssue(TICKET_TYPE.support, undefined)).toBeNull();
  expect(closeResolutionIssue(TICKET_TYPE.support, 'valid')).toEqual({
    path: 'resolveType',
    code: ERROR_CODES.resolutionNotForSupport,
  });
});
