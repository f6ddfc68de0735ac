/** What a given viewer must never receive, anywhere in a JSON value. */
export interface LeakRules {
  /** Texts that may not appear inside any string or key (real names, staff-only text…). */
  forbiddenTexts: readonly string[];
  /** Account ids of everybody but the viewer. */
  otherAccountIds: ReadonlySet<number>;
}

/** Keys that would carry an account id (ours or the database's spelling). */
const ACCOUNT_ID_KEYS = new Set([
  'userId',
  'accountId',
  'authorId',
  'assignedBy',
  'reviewerId',
  'account_id',
  'author_id',
  'created_by',
  'assigned_by',
  'reviewer_id',
  'user_id',
]);

function textLeaks(path: string, text: string, rules: LeakRules): string[] {
  const lower = text.toLowerCase();
  return rules.forbiddenTexts
    .filter((forbidden) => lower.includes(forbidden.toLowerCase()))
    .map((forbidden) => `${path}: contains "${forbidden}"`);
}

/** Accounts are recognised by their visualId; a viewer-safe one has neither `_id` nor `power`. */
function accountLeaks(path: string, value: Record<string, unknown>): string[] {
  if (!('visualId' in value)) return [];
  return ['_id', 'power', 'serverId', 'adminRoles']
    .filter((key) => key in value)
    .map((key) => `${path}.${key}: an account shows "${key}"`);
}

/**
 * Walks every key and value of a JSON document and returns each leak with its path ([] when
 * clean), so a failing test says exactly where the leak is.
 */
export function findLeaks(value: unknown, rules: LeakRules, path = '$'): string[] {
  if (typeof value === 'string') return textLeaks(path, value, rules);
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findLeaks(item, rules, `${path}[${index}]`));
  }
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const leaks = accountLeaks(path, record);
  for (const [key, item] of Object.entries(record)) {
    const at = `${path}.${key}`;
    leaks.push(...textLeaks(`${at} (key)`, key, rules));
    if (/^\d+$/.test(key) && rules.otherAccountIds.has(Number(key))) {
      leaks.push(`${at}: an account id is used as a key`);
    }
    if (ACCOUNT_ID_KEYS.has(key) && (typeof item === 'number' || typeof item === 'string')) {
      leaks.push(`${at}: an account id field`);
    }
    leaks.push(...findLeaks(item, rules, at));
  }
  return leaks;
}
