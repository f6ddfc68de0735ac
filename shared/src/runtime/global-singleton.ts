/**
 * One instance per page even when the shell and a remote each bundle their own copy of
 * `@portal/shared` (a remote running alone, or a version mismatch in the share scope).
 */
export function globalSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`portal.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const existing = store[key];
  if (existing !== undefined) return existing;
  const created = create();
  store[key] = created;
  return created;
}
