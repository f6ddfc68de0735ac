import { calls } from '../calls/index';
import { tokenCalls } from '../calls/tokens';
import { LIMITS, PUBLIC_EVENT, TICKET_STATUS } from '../limits';
import {
  GRANTABLE_ENDPOINTS,
  permissionForMethod,
  tokenGrants,
  tokenStatus,
} from '../rules/access-tokens';
import { attachmentView } from '../rules/attachment-kind';
import { isDeletableConfigKey } from '../rules/config-keys';
import {
  dateRangeIssue,
  dayRange,
  dayStart,
  dayText,
  endOfDayUtc,
  startOfDayUtc,
  startOfWeekUtc,
} from '../rules/date-range';
import {
  allowedSorts,
  allowedStatusFilters,
  defaultListFilters,
  defaultSort,
} from '../rules/list-options';
import { reportDateIssue } from '../rules/report-date';
import { normalizeTicketTitle } from '../rules/ticket-catalog';
import { isInactiveTicket, unreadCount } from '../rules/ticket-reads';

const NOW = Date.UTC(2026, 5, 15, 12);

describe('reportDateIssue', () => {
  it('accepts dates from 31 days ago up to now', () => {
    expect(LIMITS.reportWindowMs).toBe(2_678_400_000);
    expect(reportDateIssue(NOW - LIMITS.reportWindowMs, NOW)).toBeNull();
    expect(reportDateIssue(NOW, NOW)).toBeNull();
  });

  it('refuses one millisecond outside either end', () => {
    expect(reportDateIssue(NOW - LIMITS.reportWindowMs - 1, NOW)).toEqual({
      path: 'reportDate',
      code: 'report.dateTooOld',
      params: { days: 31 },
    });
    expect(reportDateIssue(NOW + 1, NOW)).toEqual({
      path: 'reportDate',
      code: 'report.dateInFuture',
    });
  });
});

describe('access tokens', () => {
  const token = {
    expiresAt: NOW + 1,
    isActive: true,
    endpoints: ['/tickets'],
    permissions: ['read' as const],
  };

  it('maps methods to permissions', () => {
    expect(permissionForMethod('GET')).toBe('read');
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      expect(permissionForMethod(method)).toBe('write');
    }
    expect(permissionForMethod('DELETE')).toBe('admin');
  });

  it('is expired once expiresAt has passed, else active or inactive', () => {
    expect(tokenStatus(token, NOW)).toBe('active');
    expect(tokenStatus({ ...token, isActive: false }, NOW)).toBe('inactive');
    expect(tokenStatus(token, NOW + 1)).toBe('expired');
  });

  it('grants a call only for a listed endpoint and a method its permissions cover', () => {
    expect(tokenGrants(token, calls.listTickets)).toBe(false);
    expect(tokenGrants({ ...token, permissions: ['write'] }, calls.listTickets)).toBe(true);
    expect(tokenGrants({ ...token, endpoints: ['/config'] }, calls.listConfig)).toBe(true);
    expect(tokenGrants({ ...token, endpoints: ['/config'] }, calls.saveConfig)).toBe(false);
    expect(tokenGrants(token, calls.listConfig)).toBe(false);
  });

  it('offers every call path once, but never the session and token calls', () => {
    expect(GRANTABLE_ENDPOINTS).toContain(calls.getTicket.path);
    expect(GRANTABLE_ENDPOINTS).toContain(calls.me.path);
    for (const call of [
      calls.logout,
      calls.authLogin,
      calls.ssoStart,
      calls.ssoCallback,
      calls.tokenFrame,
      calls.createToken,
    ]) {
      expect(GRANTABLE_ENDPOINTS).not.toContain(call.path);
    }
    expect(GRANTABLE_ENDPOINTS.some((path) => path.startsWith('/tokens/'))).toBe(false);
    expect(new Set(GRANTABLE_ENDPOINTS).size).toBe(GRANTABLE_ENDPOINTS.length);
  });

  it('never offers a public call nor a webhook call (a webhook would outlive a revoked token)', () => {
    for (const call of [calls.apiDescription, calls.health, calls.login]) {
      expect(GRANTABLE_ENDPOINTS).not.toContain(call.path);
    }
    expect(GRANTABLE_ENDPOINTS.some((path) => path.startsWith('/admin/webhooks'))).toBe(false);
  });

  it('never offers the path of a session or token call, whatever method another call uses on it', () => {
    const credentialPaths = [
      ...Object.values(tokenCalls),
      calls.logout,
      calls.login,
      calls.authLogin,
      calls.tokenFrame,
      calls.health,
    ].map((call): string => call.path);
    expect(GRANTABLE_ENDPOINTS.filter((path) => credentialPaths.includes(path))).toEqual([]);
  });
});

describe('attachmentView', () => {
  it('shows jpg, jpeg, png and gif inline', () => {
    for (const extension of ['jpg', 'JPEG', 'png', 'gif']) {
      expect(attachmentView(`https://cdn.example/a.${extension}`).kind).toBe('image');
    }
    expect(attachmentView('https://cdn.example/a.webp').kind).toBe('link');
  });

  it('embeds the three accepted video sites', () => {
    expect(attachmentView('https://www.youtube.com/watch?v=abc123')).toEqual({
      kind: 'video',
      embedUrl: 'https://www.youtube.com/embed/abc123',
    });
    expect(attachmentView('https://clips.twitch.tv/FunnyClip').kind).toBe('video');
    expect(attachmentView('https://streamable.com/xyz').kind).toBe('video');
    expect(attachmentView('https://youtube.com/shorts/abc').kind).toBe('link');
  });

  it('never treats non-http addresses as media', () => {
    expect(attachmentView('javascript:alert(1)//a.png').kind).toBe('link');
    expect(attachmentView('not a url').kind).toBe('link');
  });
});

describe('list options', () => {
  it('defaults to oldest comment for users and staff priority for staff', () => {
    expect(defaultSort({ power: 1 })).toBe('oldestComment');
    expect(defaultSort({ power: 2 })).toBe('staffPriority');
  });

  it("opens on the opened support tickets in the viewer's default sort", () => {
    expect(defaultListFilters({ power: 1 })).toEqual({
      type: 0,
      statusFilter: 'opened',
      sort: 'oldestComment',
    });
    expect(defaultListFilters({ power: 2 }).sort).toBe('staffPriority');
  });

  it('keeps staff sorts and the Mine/Unassigned filters for staff', () => {
    expect(allowedSorts({ power: 1 })).toEqual([
      'oldestComment',
      'latestComment',
      'newest',
      'oldest',
    ]);
    expect(allowedSorts({ power: 2 })).toContain('staffLatest');
    expect(allowedStatusFilters({ power: 1 })).toEqual(['opened', 'closed']);
    expect(allowedStatusFilters({ power: 2 })).toEqual(['opened', 'closed', 'mine', 'unassigned']);
  });
});

describe('reads, inactivity, dates, config, titles', () => {
  it('counts unread comments from lastReads', () => {
    const ticket = { commentsCount: 5, lastReads: { abc: 3 } };
    expect(unreadCount(ticket, 'abc')).toBe(2);
    expect(unreadCount(ticket, 'new')).toBe(5);
    expect(unreadCount({ commentsCount: 1, lastReads: { abc: 3 } }, 'abc')).toBe(0);
  });

  it('warns when the minutes since the last comment reach the group value', () => {
    const open = { status: TICKET_STATUS.opened, lastComment: NOW - 10 * 60_000 };
    expect(isInactiveTicket(open, 10, NOW)).toBe(true);
    expect(isInactiveTicket(open, 11, NOW)).toBe(false);
    expect(isInactiveTicket(open, 0, NOW)).toBe(false);
    expect(isInactiveTicket({ ...open, status: TICKET_STATUS.closed }, 10, NOW)).toBe(false);
  });

  it('covers whole UTC days', () => {
    expect(startOfDayUtc(NOW)).toBe(Date.UTC(2026, 5, 15));
    expect(endOfDayUtc(NOW)).toBe(Date.UTC(2026, 5, 16) - 1);
  });

  it('starts a week on its Monday at 00:00 UTC, whatever day of it is given', () => {
    const monday = Date.UTC(2026, 10, 23);
    expect(startOfWeekUtc(monday)).toBe(monday);
    expect(startOfWeekUtc(Date.UTC(2026, 10, 29, 23, 59, 59, 999))).toBe(monday);
    expect(startOfWeekUtc(Date.UTC(2026, 10, 30))).toBe(monday + 7 * 86_400_000);
  });

  it('refuses a start after the end, or after today, and allows today itself', () => {
    const today = startOfDayUtc(NOW);
    const tomorrow = today + 86_400_000;
    expect(dateRangeIssue({ start: today, end: endOfDayUtc(today), now: NOW }, 'from')).toBeNull();
    expect(dateRangeIssue({ start: tomorrow, end: today, now: NOW }, 'from')).toEqual({
      path: 'from',
      code: 'dateRange.startAfterEnd',
    });
    expect(dateRangeIssue({ start: tomorrow, end: undefined, now: NOW }, 'from')).toEqual({
      path: 'from',
      code: 'dateRange.startAfterToday',
    });
    expect(dateRangeIssue({ start: tomorrow, end: undefined }, 'from')).toBeNull();
  });

  it('reads and writes days as the date inputs do (YYYY-MM-DD, UTC)', () => {
    expect(dayText(NOW)).toBe('2026-06-15');
    expect(dayStart('2026-06-15')).toBe(Date.UTC(2026, 5, 15));
    expect(dayStart('')).toBeUndefined();
    expect(dayStart('mañana')).toBeUndefined();
  });

  it('turns two day inputs into whole UTC days, the rule and the pickers limits', () => {
    expect(dayRange({ from: '2026-06-01', to: '2026-06-10' }, NOW, 'from')).toEqual({
      start: Date.UTC(2026, 5, 1),
      end: Date.UTC(2026, 5, 11) - 1,
      issue: null,
      maxFrom: '2026-06-10',
      maxTo: '2026-06-15',
    });
    expect(dayRange({ from: '', to: '' }, NOW, 'from')).toEqual({
      start: undefined,
      end: undefined,
      issue: null,
      maxFrom: '2026-06-15',
      maxTo: '2026-06-15',
    });
    expect(dayRange({ from: '2026-06-11', to: '2026-06-10' }, NOW, 'from').issue).toEqual({
      path: 'from',
      code: 'dateRange.startAfterEnd',
    });
    expect(dayRange({ from: '2026-06-16', to: '' }, NOW, 'from').issue).toEqual({
      path: 'from',
      code: 'dateRange.startAfterToday',
    });
    expect(dayRange({ from: '', to: '2026-07-01' }, NOW, 'from').maxFrom).toBe('2026-06-15');
  });

  it('protects the base AI prompt key', () => {
    expect(isDeletableConfigKey('ai.basePrompt')).toBe(false);
    expect(isDeletableConfigKey('ui.banner')).toBe(true);
  });

  it('uppercases public-event titles only', () => {
    expect(normalizeTicketTitle(PUBLIC_EVENT.group, PUBLIC_EVENT.category, ' race night ')).toBe(
      'RACE NIGHT',
    );
    expect(normalizeTicketTitle('support', 'login', ' race night ')).toBe('race night');
  });
});
