/** A migration written as plain SQL statements, run one at a time (PGlite takes one per query). */
export interface SqlMigration {
  name: string;
  statements: string[];
}
