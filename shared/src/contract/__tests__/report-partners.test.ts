import { ERROR_CODES } from '../errors';
import { LIMITS } from '../limits';
import { accountNameKey, reportPartnerProblems } from '../rules/report-partners';
import { createTicketBodySchema } from '../schemas/create-ticket';

describe('reportPartnerProblems (SPEC §5 partners)', () => {
  it('finds nothing wrong with distinct partners other than the accused', () => {
    expect(reportPartnerProblems('Villain', ['Ana', 'Bea', 'Villain2'])).toEqual([]);
  });

  it('points at each repeat of a partner, whatever its case or surrounding spaces', () => {
    expect(reportPartnerProblems('Villain', ['Ana', 'ana', ' ANA ', 'Bea', 'bea '])).toEqual([
      {
        path: ['reportPartners', 1],
        code: ERROR_CODES.duplicatePartner,
        message: expect.any(String),
      },
      {
        path: ['reportPartners', 2],
        code: ERROR_CODES.duplicatePartner,
        message: expect.any(String),
      },
      {
        path: ['reportPartners', 4],
        code: ERROR_CODES.duplicatePartner,
        message: expect.any(String),
      },
    ]);
  });

  it('points at the accused listed as a partner, whatever its case or surrounding spaces', () => {
    expect(reportPartnerProblems(' Villain', ['Ana', 'villain '])).toEqual([
      {
        path: ['reportPartners', 1],
        code: ERROR_CODES.accusedIsPartner,
        message: 'The accused cannot also be a partner.',
      },
    ]);
  });

  it('compares names the way accounts are found by name', () => {
    expect(accountNameKey('  Player1 ')).toBe('player1');
  });
});

describe('createTicket body: partners', () => {
  const report = {
    type: 1,
    title: 'Cheating',
    group: 'reports',
    category: 'cheats',
    reportAccused: 'Villain',
    inFraganti: true,
  };

  it('refuses a repeated partner beside that entry, with its code', () => {
    const result = createTicketBodySchema.safeParse({ ...report, reportPartners: ['Ana', ' ANA'] });
    expect(result.error?.issues).toMatchObject([
      {
        path: ['reportPartners', 1],
        message: 'Each partner may be listed only once.',
        params: { code: ERROR_CODES.duplicatePartner },
      },
    ]);
  });

  it('refuses the accused as a partner, with its code', () => {
    const result = createTicketBodySchema.safeParse({ ...report, reportPartners: ['VILLAIN'] });
    expect(result.error?.issues).toMatchObject([
      { path: ['reportPartners', 0], params: { code: ERROR_CODES.accusedIsPartner } },
    ]);
  });

  it('still takes the full list of distinct partners', () => {
    const partners = Array.from({ length: LIMITS.partnersMax }, (_, index) => `p${index}`);
    expect(createTicketBodySchema.safeParse({ ...report, reportPartners: partners }).success).toBe(
      true,
    );
  });
});
