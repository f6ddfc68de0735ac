import type { SqlMigration } from './sql-migration';

/**
 * A public event's date and place (what the calendar and map frame sent back) become columns of
 * their own, read back with the ticket, instead of an untyped document nobody presented.
 */
export const publicEventChoice: SqlMigration = {
  name: '0014-public-event-choice',
  statements: [
    `alter table tickets
       add column event_start text,
       add column event_at timestamptz,
       add column event_place text`,
    `update tickets set
       event_start = event_calendar ->> 'start',
       event_at = to_timestamp((event_calendar ->> 'timestamp')::double precision / 1000),
       event_place = event_calendar ->> 'location'
     where event_calendar is not null`,
    'alter table tickets drop column event_calendar',
  ],
};
