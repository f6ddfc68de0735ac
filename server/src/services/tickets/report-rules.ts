import { type ReportTicketBody, validateReportDate } from '@portal/shared/contract';
import { unprocessable } from '../../errors/app-error';
import type { CategoryWithRules } from '../../repositories/community-repository';

/** SPEC §5 report rules: the date within the window (the contract's rule), rules of the category. */
export function assertReportValid(
  body: ReportTicketBody,
  category: CategoryWithRules,
  now: number,
) {
  const dateProblem =
    body.inFraganti || body.reportDate === undefined
      ? null
      : validateReportDate(body.reportDate, now);
  if (dateProblem) {
    const code =
      body.reportDate !== undefined && body.reportDate > now
        ? 'report.dateInFuture'
        : 'report.dateTooOld';
    throw unprocessable(code, dateProblem, 'reportDate');
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
