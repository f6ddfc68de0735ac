import { errorTextIn } from '../error-texts';
import { categoryFieldIssues } from '../rules/category-fields';
import { ticketCatalogIssues } from '../rules/ticket-catalog';
import type { Category } from '../schemas/category';
import { type CreateTicketBody, createTicketBodySchema } from '../schemas/create-ticket';

const NOW = Date.UTC(2026, 5, 15);
const localized = { es: 'x', en: 'x' };
const rule = (key: string) => ({ key, prettyName: localized, description: localized });

const category: Category = {
  key: 'cheats',
  title: localized,
  description: localized,
  infoOnly: false,
  rules: [rule('aimbot')],
  secondaryRules: [rule('insults')],
  fields: [
    { title: 'Server', description: '', required: true, maxLength: 5 },
    { title: 'Notes', description: '', required: false, maxLength: 10 },
  ],
  weight: 1,
};
const group = {
  key: 'reports',
  isWeb: true,
  ticketType: 1 as const,
  requireAttachments: false,
  categories: [category, { ...category, key: 'faq', infoOnly: true }],
};

function reportBody(overrides: Record<string, unknown> = {}): CreateTicketBody {
  return createTicketBodySchema.parse({
    type: 1,
    title: 'Cheater',
    group: 'reports',
    category: 'cheats',
    reportAccused: 'Bad_Guy',
    reportDate: NOW - 1000,
    brokenRules: ['aimbot'],
    inputFields: { Server: 'hub1' },
    ...overrides,
  });
}

/** Each issue as the English text of its code, as the server tells API clients. */
const check = (body: CreateTicketBody, overrides = {}) =>
  ticketCatalogIssues({ body, group, isWebClient: true, now: NOW, ...overrides }).map((issue) =>
    errorTextIn('en', issue.code, issue.params),
  );

describe('categoryFieldIssues', () => {
  it('enforces required fields, each maxLength and known titles', () => {
    expect(categoryFieldIssues(category, { Server: 'hub12' })).toEqual([]);
    expect(categoryFieldIssues(category, { Server: 'hub123' })).toEqual([
      {
        path: 'inputFields.Server',
        code: 'ticket.fieldTooLong',
        params: { field: 'Server', max: 5 },
      },
    ]);
    expect(categoryFieldIssues(category, { Server: ' ' })[0]?.code).toBe('ticket.fieldRequired');
    expect(categoryFieldIssues(category, { Server: 'a', Other: 'b' })[0]).toEqual({
      path: 'inputFields.Other',
      code: 'ticket.unknownField',
      params: { field: 'Other' },
    });
  });

  it('names a labelled field in the language its text is read in', () => {
    const labelled = {
      fields: [
        {
          title: 'Servidor',
          label: { es: 'Servidor', en: 'Game server' },
          description: '',
          required: true,
          maxLength: 5,
        },
      ],
    };
    const [issue] = categoryFieldIssues(labelled, {});
    expect(issue && errorTextIn('en', issue.code, issue.params)).toBe('“Game server” is required.');
    expect(issue && errorTextIn('es', issue.code, issue.params)).toBe('«Servidor» es obligatorio.');
  });
});

describe('ticketCatalogIssues', () => {
  it('accepts a report that fits its group and category', () => {
    expect(check(reportBody())).toEqual([]);
  });

  it('refuses categories outside the group and info-only categories', () => {
    expect(check(reportBody({ category: 'other' }))).toEqual([
      'That category does not belong to the group.',
    ]);
    expect(check(reportBody(), { group: undefined })).toEqual(['That group does not exist.']);
    expect(check(reportBody({ category: 'faq' }))).toEqual([
      'This category only gives information; it cannot be submitted.',
    ]);
  });

  it('offers web groups to web clients only, and the right kind of ticket', () => {
    expect(check(reportBody(), { isWebClient: false })).toEqual([
      'This group is not available from here.',
    ]);
    const support = createTicketBodySchema.parse({
      type: 0,
      title: 'Help',
      group: 'reports',
      category: 'cheats',
      inputFields: { Server: 'hub1' },
    });
    expect(check(support)).toEqual(['This group does not take this kind of ticket.']);
  });

  it('requires attachments where the group asks for them', () => {
    const strict = { ...group, requireAttachments: true };
    expect(check(reportBody(), { group: strict })).toEqual([
      'This group needs at least one attachment.',
    ]);
    expect(check(reportBody({ attachments: ['https://e.com/a.png'] }), { group: strict })).toEqual(
      [],
    );
  });

  it('keeps rules within the category', () => {
    expect(check(reportBody({ brokenRules: ['flying'], secondaryRules: ['spam'] }))).toEqual([
      'The rule “flying” does not belong to this category.',
      'The rule “spam” does not belong to this category.',
    ]);
  });

  it('checks the report date window unless caught in the act', () => {
    const old = NOW - 32 * 86_400_000;
    expect(check(reportBody({ reportDate: old }))).toEqual([
      'The date of the events must be within the last 31 days.',
    ]);
    expect(check(reportBody({ reportDate: old, inFraganti: true }))).toEqual([]);
  });
});
