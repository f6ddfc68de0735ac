import { ERROR_CODES } from '../errors';

/** Account names compare without case or surrounding spaces, the way accounts are found by name. */
export function accountNameKey(name: string): string {
  return name.trim().toLowerCase();
}

export interface PartnerProblem {
  path: ['reportPartners', number];
  code: typeof ERROR_CODES.duplicatePartner | typeof ERROR_CODES.accusedIsPartner;
  message: string;
}

/** SPEC §5 partners of a report: each player once, and never the accused. */
export function reportPartnerProblems(
  accused: string,
  partners: readonly string[],
): PartnerProblem[] {
  const accusedKey = accountNameKey(accused);
  const seen = new Set<string>();
  const problems: PartnerProblem[] = [];
  partners.forEach((partner, index) => {
    const key = accountNameKey(partner);
    const path: PartnerProblem['path'] = ['reportPartners', index];
    if (key === accusedKey) {
      problems.push({
        path,
        code: ERROR_CODES.accusedIsPartner,
        message: 'The accused cannot also be a partner.',
      });
    } else if (seen.has(key)) {
      problems.push({
        path,
        code: ERROR_CODES.duplicatePartner,
        message: 'Each partner may be listed only once.',
      });
    }
    seen.add(key);
  });
  return problems;
}
