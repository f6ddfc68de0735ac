import type { AuditChange, AuditEntry } from '@portal/shared/contract';
import ipaddr from 'ipaddr.js';
import type { Viewer } from '../../identity/viewer';
import { insertAuditEntry } from '../../repositories/audit/audit-repository';
import type { Executor } from '../../repositories/executor';

/** Who made a change: a person (in the portal or through a token), the provider, or the portal. */
export type AuditedBy = Viewer | 'provider' | 'portal';

/** What a change says of itself in the trail; who made it and from where come from `AuditedBy`. */
export interface AuditedChange {
  action: AuditEntry['action'];
  target: { kind: AuditEntry['target']['kind']; id: string | number };
  /** The account whose words or rights the entry holds, when it is not the actor's own. */
  subjectId?: number;
  changes?: AuditChange[];
}

type Value = string | number | boolean | null | undefined | readonly string[];

function asText(value: Value): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(', ');
  return String(value);
}

/** One field's change, written as text (a list as its items joined; an empty one as none). */
export function changed(field: string, before: Value, after: Value): AuditChange {
  return { field, before: asText(before), after: asText(after) };
}

/** The fields whose text differs between `before` and `after`, in `fields`' order. */
export function changedFields<T extends object>(
  before: T | undefined,
  after: T | undefined,
  fields: readonly { [K in keyof T & string]: T[K] extends Value ? K : never }[keyof T & string][],
): AuditChange[] {
  const fieldOf = (record: T | undefined, field: string) =>
    (record as Record<string, Value> | undefined)?.[field];
  return fields
    .map((field) => changed(field, fieldOf(before, field), fieldOf(after, field)))
    .filter((change) => change.before !== change.after);
}

/** An address as people read it: an IPv4 client seen through an IPv6 socket as plain IPv4. */
function readableAddress(address: string | undefined): string | null {
  if (!address) return null;
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

/**
 * Writes one entry of the audit trail. Pass the change's own transaction: the entry is written
 * with the change or not at all.
 */
export async function recordAudit(
  db: Executor,
  by: AuditedBy,
  change: AuditedChange,
): Promise<void> {
  const person = typeof by === 'object' ? by : undefined;
  const token = person && 'accessToken' in person ? person.accessToken.id : null;
  await insertAuditEntry(db, {
    via: person ? (token === null ? 'session' : 'token') : (by as 'provider' | 'portal'),
    actorId: person?.id ?? null,
    tokenId: token,
    address: readableAddress(person?.address),
    action: change.action,
    targetKind: change.target.kind,
    targetId: String(change.target.id),
    subjectId: change.subjectId,
    changes: change.changes ?? [],
  });
}

/**
 * A download of data (an export, the audit trail's own, a person's copy of their data): who, which
 * call, with which filters (the call's parameters, query and body, as they were parsed).
 */
export async function recordExport(
  db: Executor,
  viewer: Viewer,
  path: string,
  input: { params: unknown; query: unknown; body: unknown },
): Promise<void> {
  const parts = Object.entries(input).filter(
    ([, value]) =>
      value !== undefined &&
      !(typeof value === 'object' && value !== null && Object.keys(value).length === 0),
  );
  await recordAudit(db, viewer, {
    action: 'export.downloaded',
    target: { kind: 'export', id: path },
    changes:
      parts.length > 0 ? [changed('filter', null, JSON.stringify(Object.fromEntries(parts)))] : [],
  });
}
