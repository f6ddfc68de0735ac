import type { SqlMigration } from './sql-migration';

/**
 * The audit trail: every change of rights or data outside a ticket's own thread, written in the
 * transaction of the change (`services/audit`). It is append-only: a trigger refuses DELETE and
 * TRUNCATE always, and UPDATE except on the one explicit path that erasing an account takes
 * (`portal.audit_redaction` set for its transaction), which may replace only what an entry says
 * of the changes (`changes`), so an erased person's words leave the trail while who did what stays.
 * `subject_id` is the account whose words or rights an entry holds (a comment's author, say).
 */
export const auditLog: SqlMigration = {
  name: '0038-audit-log',
  statements: [
    `create table audit_log (
       id integer generated always as identity primary key,
       at timestamptz not null default now(),
       via text not null check (via in ('session', 'token', 'provider', 'portal')),
       actor_id integer references accounts (id),
       token_id integer,
       address text,
       action text not null,
       target_kind text not null,
       target_id text not null,
       subject_id integer references accounts (id),
       changes jsonb not null default '[]'
     )`,
    'create index audit_log_actor on audit_log (actor_id, id desc)',
    'create index audit_log_action on audit_log (action, id desc)',
    'create index audit_log_target on audit_log (target_kind, target_id, id desc)',
    'create index audit_log_subject on audit_log (subject_id) where subject_id is not null',
    `create function audit_log_append_only() returns trigger language plpgsql as $$
     begin
       if tg_op = 'UPDATE'
          and current_setting('portal.audit_redaction', true) = 'on'
          and (new.id, new.at, new.via, new.actor_id, new.token_id, new.address, new.action,
               new.target_kind, new.target_id, new.subject_id)
              is not distinct from
              (old.id, old.at, old.via, old.actor_id, old.token_id, old.address, old.action,
               old.target_kind, old.target_id, old.subject_id) then
         return new;
       end if;
       raise exception 'the audit trail is append-only (% refused)', tg_op
         using errcode = 'insufficient_privilege';
     end $$`,
    `create trigger audit_log_append_only before update or delete on audit_log
       for each row execute function audit_log_append_only()`,
    `create trigger audit_log_no_truncate before truncate on audit_log
       for each statement execute function audit_log_append_only()`,
  ],
};
