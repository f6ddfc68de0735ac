import type {
  AiUsage,
  AiUsageFigures,
  LastMonthStaffCounts,
  LastMonthTicket,
  PublicAccount,
  ResponseTime,
  Review,
  ReviewSummary,
} from '@portal/shared/contract';
import { TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';
import { makeCategory, makeGroup } from '@portal/shared/testing/factories';

/** A staff member as supervisors see them in statistics (real name and id). */
export function staffMember(id: number, name: string): PublicAccount {
  return { visualId: `hash-${name}`, isStaff: true, name, _id: id, power: 2 };
}

export const ANA = staffMember(21, 'ana');
export const BRUNO = staffMember(22, 'bruno');

export function lastMonthTicket(
  id: number,
  overrides: Partial<LastMonthTicket> = {},
): LastMonthTicket {
  return {
    _id: id,
    type: TICKET_TYPE.support,
    status: TICKET_STATUS.opened,
    group: 'support',
    category: 'account',
    timestamp: Date.UTC(2026, 10, 1) + id * 60_000,
    assignees: [],
    ...overrides,
  };
}

/** One row of GET /getLastMonthSummary: `[opened, closed]` of each type; no assignee = nobody's. */
/** A staff row of the summary; a named assignee's (`_id` known) carries `reviews`. */
export function staffCounts(
  assignee: PublicAccount | null,
  support: [number, number],
  report: [number, number] = [0, 0],
  reviews?: ReviewSummary,
): LastMonthStaffCounts {
  const counts = ([opened, closed]: [number, number]) => ({ opened, closed });
  return {
    assignee,
    support: counts(support),
    report: counts(report),
    ...(reviews ? { reviews } : {}),
  };
}

export function reviewSummary(stars: [number, number, number, number, number]): ReviewSummary {
  const count = stars.reduce((sum, each) => sum + each, 0);
  const points = stars.reduce((sum, each, index) => sum + each * (index + 1), 0);
  return { count, averagePoints: count === 0 ? null : points / count, stars };
}

export function review(id: number, overrides: Partial<Review> = {}): Review {
  return {
    _id: id,
    points: 4,
    comment: `Review comment ${id}`,
    group: 'support',
    category: 'account',
    ticketId: 100 + id,
    timestamp: Date.UTC(2026, 10, 2) + id * 60_000,
    reviewer: { visualId: `player-${id}`, isStaff: false },
    ...overrides,
  };
}

const MINUTE = 60_000;

export function responseTime(overrides: Partial<ResponseTime> = {}): ResponseTime {
  return {
    range: { start: Date.UTC(2026, 9, 25), end: Date.UTC(2026, 10, 24) - 1 },
    globalAverageResponseTimeMillis: 90 * MINUTE,
    summary: {
      count: 4,
      averageMillis: 90 * MINUTE,
      medianMillis: 60 * MINUTE,
      p90Millis: 3 * 60 * MINUTE,
    },
    previous: { count: 2, averageMillis: 60 * MINUTE },
    staff: [
      {
        _id: ANA._id ?? 0,
        name: 'ana',
        summary: { count: 3, averageMillis: 2 * 60 * MINUTE, medianMillis: 0, p90Millis: 0 },
        categories: [
          {
            category: 'account',
            averageResponseTimeMillis: 2 * 60 * MINUTE,
            totalResponseTimeMillis: 6 * 60 * MINUTE,
            count: 3,
          },
        ],
      },
      {
        _id: BRUNO._id ?? 0,
        name: 'bruno',
        summary: { count: 1, averageMillis: 5 * MINUTE, medianMillis: 0, p90Millis: 0 },
        categories: [
          {
            category: 'cheats',
            averageResponseTimeMillis: 5 * MINUTE,
            totalResponseTimeMillis: 5 * MINUTE,
            count: 1,
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** The groups of the fake server: a support group with "account" and a report group with "cheats". */
export function catalog() {
  return [
    makeGroup({
      key: 'support',
      name: { es: 'Soporte', en: 'Support' },
      categories: [makeCategory({ key: 'account', title: { es: 'Cuenta', en: 'Account' } })],
    }),
    makeGroup({
      key: 'reports',
      name: { es: 'Reportes', en: 'Reports' },
      categories: [makeCategory({ key: 'cheats', title: { es: 'Trampas', en: 'Cheats' } })],
    }),
  ];
}

/** Figures of GET /ai/usage from its counts, the rates divided as the server divides them. */
export function aiFigures(
  suggested: number,
  sent: number,
  sentEdited: number,
  ratings: number,
  helpful: number,
): AiUsageFigures {
  return {
    suggested,
    sent,
    sentEdited,
    acceptanceRate: suggested === 0 ? null : sent / suggested,
    ratings,
    helpful,
    helpfulRate: ratings === 0 ? null : helpful / ratings,
  };
}

/** GET /ai/usage of the last 30 days; without overrides, a period with no suggestion at all. */
export function aiUsage(overrides: Partial<AiUsage> = {}): AiUsage {
  return {
    range: { start: Date.UTC(2026, 9, 25), end: Date.UTC(2026, 10, 24) - 1 },
    overall: aiFigures(0, 0, 0, 0, 0),
    staff: [],
    sources: [],
    ...overrides,
  };
}
