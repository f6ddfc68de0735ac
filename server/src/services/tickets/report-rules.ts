import { LIMITS, type ReportTicketBody } from '@portal/shared/contract';
import { unprocessable } from '../../errors/app-error';
import type { CategoryWithRules } from '../../repositories/community-repository';

/** A clock a little ahead on the player's machine must not make "now" look like the future. */
const CLOCK_SKEW_MS = 60_000;

export function assertReportValid(
  body: ReportTicketBody,
  category: CategoryWithRules,
  now: number,
) {
  if (!body.inFraganti && body.reportDate !== undefined) {
    if (body.reportDate > now + CLOCK_SKEW_MS) {
      throw unprocessable(
        'report.dateInFuture',
        'The date of the events cannot be in the future.',
        'reportDate',
      );
    }
    if (body.reportDate < now - LIMITS.reportWindowMs) {
      throw unprocessable(
        'report.dateTooOld',
        'The events must be from the last 31 days.',
        'reportDate',
      );
    }
  }
  const ruleKeys = category.rules.map((rule) => rule.key);
  const unknownRule = body.brokenRules.find((key) => !ruleKeys.includes(key));
  if (unknownRule !== undefined) {
    throw unprocessable(
      'report.unknownRule',
      `The rule "${unknownRule}" is not a rule of this category.`,
      'brokenRules',
    );
  }
  const secondaryKeys = category.secondaryRules.map((rule) => rule.key);
  const unknownSecondary = body.secondaryRules.find((key) => !secondaryKeys.includes(key));
  if (unknownSecondary !== undefined) {
    throw unprocessable(
      'report.unknownRule',
      `The rule "${unknownSecondary}" is not a secondary rule of this category.`,
      'secondaryRules',
    );
  }
}
