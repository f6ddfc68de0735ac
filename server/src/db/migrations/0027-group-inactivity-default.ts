import type { SqlMigration } from './sql-migration';

/**
 * The inactivity warning (SPEC §4) gets a portal-wide default, the config key
 * `tickets.inactiveMinutesWarning`: a group whose own minutes are null follows it, while 0 keeps
 * meaning "no warning" for that group. Existing groups keep their own value.
 */
export const groupInactivityDefault: SqlMigration = {
  name: '0027-group-inactivity-default',
  statements: [
    'alter table groups alter column inactive_minutes_warning drop not null',
    'alter table groups alter column inactive_minutes_warning drop default',
  ],
};
