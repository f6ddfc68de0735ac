/** A first name shorter than this is too likely an ordinary word to be replaced. */
const MIN_NAME_LENGTH = 3;

export interface NamedAccount {
  name: string;
  username: string;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How people write an account's owner: full name, first name, username. */
export function namesOf(account: NamedAccount): string[] {
  const fullName = account.name.trim();
  const firstName = fullName.split(/\s+/)[0] ?? '';
  return [fullName, firstName, account.username.trim()].filter(
    (name) => name.length >= MIN_NAME_LENGTH,
  );
}

/** Names typed in a report (accused, partners), looked for whole, as written. */
export function typedNamesOf(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter((name) => name.length >= MIN_NAME_LENGTH);
}

/**
 * Replaces each name (whole words, any case) with its label; longer names first, so a full name
 * is replaced whole before its first name is looked for.
 */
export function replaceNames(text: string, labels: ReadonlyMap<string, string>): string {
  const names = [...labels.keys()].sort((a, b) => b.length - a.length);
  let replaced = text;
  for (const name of names) {
    const label = labels.get(name) ?? '';
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeForPattern(name)}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    replaced = replaced.replace(pattern, () => label);
  }
  return replaced;
}
