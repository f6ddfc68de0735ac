import { type Compilable, CompiledQuery } from 'kysely';
import type { LRUCache } from 'lru-cache';

/**
 * A per-call value of a statement, passed to its builder in place of the real one when the
 * statement is compiled to be kept: the builder hands it to Kysely as an opaque value, so it ends
 * up as a parameter, filled in on each use (`fillSlots`). Only values the builder never reads may
 * be slotted: whatever decides the SQL's text must be part of the kept statement's key instead.
 */
class Slot {
  constructor(readonly index: number) {}
}

/** Keeps `value` in `values` and answers the slot that stands for it. */
export function slot<T>(values: unknown[], value: T): T {
  values.push(value);
  return new Slot(values.length - 1) as unknown as T;
}

/** A kept statement's parameters with each slot replaced by its value of this call. */
export function fillSlots(parameters: readonly unknown[], values: readonly unknown[]): unknown[] {
  return parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return parameter;
    if (parameter.index >= values.length) throw new Error(`No value for slot ${parameter.index}`);
    return values[parameter.index];
  });
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Array.isArray(value));

/**
 * `input` with every value slotted, through its arrays and plain objects, and its shape: the keys
 * and lengths that remain, which decide the statement's text. An `undefined` is kept (Kysely
 * leaves such a column out), and is part of the shape.
 */
export function slotAll<T>(input: T): { slotted: T; values: unknown[]; shape: string } {
  const values: unknown[] = [];
  const walk = (value: unknown): unknown => {
    if (value === undefined) return undefined;
    if (Array.isArray(value)) return value.map(walk);
    if (isPlain(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return slot(values, value);
  };
  const slotted = walk(input) as T;
  const shape = JSON.stringify(slotted, (_key, value) => (value instanceof Slot ? 0 : value));
  return { slotted, values, shape };
}

/**
 * The statement kept in `kept` under `shape`: built (with slots for `values`) and compiled the first
 * time, and filled with `values` every time. Building and compiling is most of what Kysely costs an
 * instance, and a statement of many parts costs tens of microseconds.
 */
export function keptStatement<R>(
  kept: LRUCache<string, CompiledQuery<R>>,
  shape: string,
  values: readonly unknown[],
  build: () => Compilable<R>,
): CompiledQuery<R> {
  let statement = kept.get(shape);
  if (!statement) {
    statement = build().compile();
    kept.set(shape, statement);
  }
  return CompiledQuery.raw(
    statement.sql,
    fillSlots(statement.parameters, values),
  ) as CompiledQuery<R>;
}
