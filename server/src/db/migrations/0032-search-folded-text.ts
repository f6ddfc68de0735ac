import type { SqlMigration } from './sql-migration';

/** Accented Latin letters and what each becomes (same position); the combining marks are dropped. */
const ACCENTED =
  'ÀÁÂÃÄÅàáâãäåÇçĆćČčÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįİıÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőÙÚÛÜùúûüŪūŮůŰűŲųÝýÿĎďĞğŁłŘřŚśŠšŞşŤťŹźŻżŽž';
const PLAIN =
  'AAAAAAaaaaaaCcCcCcEEEEeeeeEeEeEeEeIIIIiiiiIiIiIiNnNnNnOOOOOOooooooOoOoUUUUuuuuUuUuUuUuYyyDdGgLlRrSsSsSsTtZzZzZz';
const COMBINING_MARKS = Array.from({ length: 0x70 }, (_value, index) =>
  String.fromCharCode(0x300 + index),
).join('');

const folded = (value: string) => `search_folded(${value})`;

const ticketSearchText = (config: 'spanish' | 'english') =>
  `setweight(to_tsvector('${config}'::regconfig, ${folded('title')}), 'A')
     || to_tsvector('${config}'::regconfig, ${folded("coalesce(description, '')")})
     || jsonb_to_tsvector('${config}'::regconfig, ${folded('input_fields::text')}::jsonb, '["string"]')`;

const commentSearchText = (config: 'spanish' | 'english') =>
  `to_tsvector('${config}'::regconfig, ${folded('message')})`;

/**
 * Search ignores accents (SPEC §4: "verificacion" finds "verificación"): the stored vectors of
 * 0002 are rebuilt over text whose accented letters are folded to plain ones, and the list folds
 * the searched text the same way. Case never mattered (to_tsvector lowercases). The fold is
 * `translate` with a fixed table rather than the `unaccent` extension: it is truly IMMUTABLE (a
 * generated column needs that; unaccent is STABLE because its rules file may change), it maps
 * letters only, so a field's JSON stays JSON (unaccent turns “ into "), and it needs no extension
 * loaded into PGlite nor installed once per database beside the tests' per-file schemas.
 * PostgreSQL 15 cannot change a generated column's expression, so each column is dropped and added
 * again (one rewrite of each table), and its GIN indexes (0002, 0006) are built again.
 */
export const searchFoldedText: SqlMigration = {
  name: '0032-search-folded-text',
  statements: [
    `create function search_folded(value text) returns text
       language sql immutable strict parallel safe
       as $$ select translate(value, '${ACCENTED}${COMBINING_MARKS}', '${PLAIN}') $$`,
    `alter table comments
       drop column search_es,
       drop column search_en,
       add column search_es tsvector generated always as (${commentSearchText('spanish')}) stored,
       add column search_en tsvector generated always as (${commentSearchText('english')}) stored`,
    'create index comments_search_es_idx on comments using gin (search_es)',
    'create index comments_search_en_idx on comments using gin (search_en)',
    `alter table tickets
       drop column search_es,
       drop column search_en,
       add column search_es tsvector generated always as (${ticketSearchText('spanish')}) stored,
       add column search_en tsvector generated always as (${ticketSearchText('english')}) stored`,
    'create index tickets_search_es_idx on tickets using gin (search_es)',
    'create index tickets_search_en_idx on tickets using gin (search_en)',
    `create index tickets_open_search_es_idx on tickets using gin (search_es)
       where status = 0 and search_es is not null`,
    `create index tickets_open_search_en_idx on tickets using gin (search_en)
       where status = 0 and search_en is not null`,
  ],
};
