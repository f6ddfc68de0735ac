import { validateCategoryFields } from '../rules/category-fields';
import { validateTicketAgainstCatalog } from '../rules/ticket-catalog';
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

const check = (body: CreateTicketBody, overrides = {}) =>
  validateTicketAgainstCatalog({ body, group, isWebClient: true, now: NOW, ...overrides }).map(
    (detail) => detail.message,
  );

describe('validateCategoryFields', () => {
  it('enforces required fields, each maxLength and known titles', () => {
    expect(validateCategoryFields(category, { Server: 'hub12' })).toEqual([]);
    expect(validateCategoryFields(category, { Server: 'hub123' })).toEqual([
      { path: 'inputFields.Server', message: '"Server" has at most 5 characters.' },
    ]);
    expect(validateCategoryFields(category, { Server: ' ' })[0]?.message).toBe(
      '"Server" is required.',
    );
    expect(validateCategoryFields(category, { Server: 'a', Other: 'b' })[0]?.message).toBe(
      '"Other" is not a field of this category.',
    );
  });
});

describe('validateTicketAgainstCatalog', () => {
  it('accepts a report that fits its group and category', () => {
    expect(check(reportBody())).toEqual([]);
  });

  it('refuses categories outside the group and info-only categories', () => {
    expect(check(reportBody({ category: 'other' }))).toEqual([
      'This category does not belong to the group.',
    ]);
    expect(check(reportBody({ category: 'faq' }))).toEqual([
      'This category only gives information; it cannot be submitted.',
    ]);
  });

  it('offers web groups to web clients only, and the right kind of ticket', () => {
    expect(check(reportBody(), { isWebClient: false })).toEqual([
      'This group is only available on the web.',
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
      '"flying" is not a rule of this category.',
      '"spam" is not a secondary rule of this category.',
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
