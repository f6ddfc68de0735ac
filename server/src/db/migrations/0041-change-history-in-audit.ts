import type { SqlMigration } from './sql-migration';

/**
 * One record of a change: the audit trail (0038). The change tables of tokens (0021), config (0022)
 * and incidents (0023) were only ever written, and since 0038 every row of theirs was written in
 * the transaction of a `recordAudit` entry saying the same change; their history from before the
 * trail moves into it, and this version writes them no more. They stay one more release: during a
 * rolling restart (docs/operations.md) an instance still on the previous version writes them
 * (and the trail beside them), and would fail every token, config and incident change if they
 * were gone. The next release's first migration drops them (`server/src/db/README.md`).
 *
 * Which rows move: those the trail holds no entry for, an entry being the same change when its
 * action, target, actor and time are the row's. A row and the entry written beside it took their
 * times from the same transaction's `now()`, to the microsecond, so each mirrored row finds its
 * entry and is not copied twice, while a row from before the trail finds none and is copied once.
 * On what the services wrote this moves exactly the rows older than the trail's first entry of
 * their action; matching row by row instead of cutting at that time also keeps a row the trail
 * lacks from after it (one written by hand, say), which a cutoff would lose.
 *
 * A moved row says what the table said: who (`session`: the tables never told a token apart), when,
 * what and which thing; it knew no values, so its `changes` are empty, except that an incident's
 * entry changes name the entry as the trail's do (`entry`: none before an addition, none after a
 * deletion). The trail's status changes do not name their status entry, which stays on the
 * timeline with the same time. The copies take ids after the trail's own, in the order they
 * happened, so the trail is read in time order (`audit_log_at`), not by id.
 */
export const changeHistoryInAudit: SqlMigration = {
  name: '0041-change-history-in-audit',
  statements: [
    `insert into audit_log (at, via, actor_id, action, target_kind, target_id, changes)
     select old.at, 'session', old.actor_id, old.action, old.target_kind, old.target_id, old.changes
     from (
       select changed_at as at, changed_by as actor_id, 'token.' || change as action,
         'token' as target_kind, token_id::text as target_id, '[]'::jsonb as changes,
         1 as source, id
       from access_token_changes
       union all
       select changed_at, changed_by, 'config.' || change, 'config', key, '[]'::jsonb, 2, id
       from config_entry_changes
       union all
       select changed_at, changed_by,
         case change
           when 'created' then 'incident.created'
           when 'status' then 'incident.statusChanged'
           when 'entry-added' then 'incident.entryAdded'
           when 'entry-edited' then 'incident.entryEdited'
           when 'entry-deleted' then 'incident.entryDeleted'
         end,
         'incident', incident_id::text,
         case when change like 'entry-%' and entry_id is not null
           then jsonb_build_array(jsonb_build_object(
             'field', 'entry',
             'before', case when change = 'entry-added' then null else entry_id::text end,
             'after', case when change = 'entry-deleted' then null else entry_id::text end))
           else '[]'::jsonb
         end,
         3, id
       from incident_changes
     ) old
     where not exists (
       select 1 from audit_log l
       where l.action = old.action and l.target_kind = old.target_kind
         and l.target_id = old.target_id and l.actor_id = old.actor_id and l.at = old.at
     )
     order by old.at, old.source, old.id`,
    'create index audit_log_at on audit_log (at desc, id desc)',
  ],
};
