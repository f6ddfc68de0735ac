import { ERROR_CODES } from '../errors';
import { TICKET_TYPE, type TicketType } from '../limits';
import type { Group } from '../schemas/group';
import { categoryFieldIssues } from './category-fields';
import { isPublicEvent } from './public-event';
import { reportDateIssue } from './report-date';
import { reportRuleIssues } from './report-rules';
import type { RuleIssue } from './rule-issue';

export type CatalogGroup = Pick<
  Group,
  'key' | 'isWeb' | 'ticketType' | 'requireAttachments' | 'categories'
>;

/** What the catalog rules read of a ticket: a request body, or a form's draft of one. */
export interface CatalogTicket {
  type: TicketType;
  group: string;
  category: string;
  inputFields?: Readonly<Record<string, string>>;
  attachments?: readonly string[];
  brokenRules?: readonly string[];
  secondaryRules?: readonly string[];
  inFraganti?: boolean;
  reportDate?: number;
}

export interface TicketCatalogCheck {
  body: CatalogTicket;
  /** The group the body names; undefined when there is none by that key. */
  group: CatalogGroup | undefined;
  /** Whether the creator uses a web browser (false for the in-game browser and the launcher). */
  isWebClient: boolean;
  now: number;
}

function groupIssues(body: CatalogTicket, group: CatalogGroup, isWebClient: boolean) {
  const issues: RuleIssue[] = [];
  if (group.ticketType !== body.type) issues.push({ path: 'type', code: ERROR_CODES.wrongType });
  if (group.isWeb !== isWebClient) {
    issues.push({ path: 'group', code: ERROR_CODES.groupNotOffered });
  }
  return issues;
}

/**
 * The creation rules of SPEC §5 that need the community's catalog, in the order the server
 * reports them: group, kind of ticket and offer, category membership, info-only categories,
 * category fields, required attachments, report date and report rules.
 */
export function ticketCatalogIssues({ body, group, isWebClient, now }: TicketCatalogCheck) {
  if (!group) return [{ path: 'group', code: ERROR_CODES.groupNotFound }] as RuleIssue[];
  const issues = groupIssues(body, group, isWebClient);
  const category = group.categories.find((candidate) => candidate.key === body.category);
  if (!category) return [...issues, { path: 'category', code: ERROR_CODES.categoryNotFound }];
  if (category.infoOnly)
    return [...issues, { path: 'category', code: ERROR_CODES.categoryInfoOnly }];
  issues.push(...categoryFieldIssues(category, body.inputFields ?? {}));
  if (group.requireAttachments && (body.attachments ?? []).length === 0) {
    issues.push({ path: 'attachments', code: ERROR_CODES.attachmentsRequired });
  }
  if (body.type === TICKET_TYPE.report) {
    const dateIssue =
      body.inFraganti || body.reportDate === undefined
        ? null
        : reportDateIssue(body.reportDate, now);
    if (dateIssue) issues.push(dateIssue);
    issues.push(...reportRuleIssues(category, body.brokenRules ?? [], body.secondaryRules ?? []));
  }
  return issues;
}

/** Public-event titles are stored uppercased (SPEC §5); others as typed, without outer spaces. */
export function normalizeTicketTitle(groupKey: string, categoryKey: string, title: string): string {
  const trimmed = title.trim();
  return isPublicEvent(groupKey, categoryKey) ? trimmed.toUpperCase() : trimmed;
}
