import { errorStatus } from '../error-status';
import { ERROR_CODES } from '../errors';

describe('errorStatus', () => {
  test('when any catalogue code is asked for, then it has one HTTP error status', () => {
    for (const code of Object.values(ERROR_CODES)) {
      const status = errorStatus(code);
      expect([code, status >= 400 && status < 600]).toEqual([code, true]);
    }
  });

  test('when a refusal is about the ticket, the caller or the image, then the status says which', () => {
    expect(errorStatus(ERROR_CODES.ticketClosed)).toBe(422);
    expect(errorStatus(ERROR_CODES.closeNotAllowed)).toBe(403);
    expect(errorStatus(ERROR_CODES.ticketNotFound)).toBe(404);
    expect(errorStatus(ERROR_CODES.launchCodeUsed)).toBe(401);
    expect(errorStatus(ERROR_CODES.commentsQuota)).toBe(429);
    expect(errorStatus(ERROR_CODES.attachmentTimeout)).toBe(504);
  });
});
