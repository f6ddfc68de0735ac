import type { ErrorDetail } from '../errors';
import { TICKET_TYPE } from '../limits';
import type { CreateTicketBody } from '../schemas/create-ticket';
import type { Group } from '../schemas/group';
import { validateCategoryFields } from './category-fields';
import { isPublicEvent } from './public-event';
import { validateReportDate } from './report-date';
import { validateReportRules } from './report-rules';

export type CatalogGroup = Pick<
  Group,
  'key' | 'isWeb' | 'ticketType' | 'requireAttachments' | 'categories'
>;

export interface TicketCatalogCheck {
  body: CreateTicketBody;
  group: CatalogGroup;
  /** Whether the creator uses a web browser (false for the in-game browser and the launcher). */
  isWebClient: boolean;
  now: number;
}

function groupProblems({ body, group, isWebClient }: TicketCatalogCheck): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (group.isWeb !== isWebClient) {
    const where = group.isWeb ? 'on the web' : 'in the game';
    details.push({ path: 'group', message: `This group is only available ${where}.` });
  }
  if (group.ticketType !== body.type) {
    details.push({ path: 'type', message: 'This group does not take this kind of ticket.' });
  }
  if (group.requireAttachments && (body.attachments ?? []).length === 0) {
    details.push({ path: 'attachments', message: 'This group needs at least one attachment.' });
  }
  return details;
}

/**
 * The creation rules of SPEC §5 that need the group's data: group offer, category membership,
 * info-only categories, required attachments, category fields, report rules and report date.
 */
export function validateTicketAgainstCatalog(check: TicketCatalogCheck): ErrorDetail[] {
  const { body, group, now } = check;
  const category = group.categories.find((candidate) => candidate.key === body.category);
  if (!category) {
    return [{ path: 'category', message: 'This category does not belong to the group.' }];
  }
  if (category.infoOnly) {
    return [
      {
        path: 'category',
        message: 'This category only gives information; it cannot be submitted.',
      },
    ];
  }
  const details = [...groupProblems(check), ...validateCategoryFields(category, body.inputFields)];
  if (body.type === TICKET_TYPE.report) {
    details.push(...validateReportRules(category, body.brokenRules, body.secondaryRules));
    const dateProblem =
      body.inFraganti || body.reportDate === undefined
        ? null
        : validateReportDate(body.reportDate, now);
    if (dateProblem) details.push({ path: 'reportDate', message: dateProblem });
  }
  return details;
}

/** Public-event titles are stored uppercased (SPEC §5); others as typed, without outer spaces. */
export function normalizeTicketTitle(groupKey: string, categoryKey: string, title: string): string {
  const trimmed = title.trim();
  return isPublicEvent(groupKey, categoryKey) ? trimmed.toUpperCase() : trimmed;
}
