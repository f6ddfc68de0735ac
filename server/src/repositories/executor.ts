import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';

/** Repositories run on the database or inside a transaction the service passes down. */
export type Executor = Kysely<Database> | Transaction<Database>;
