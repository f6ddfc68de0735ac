import { CONFIG_KEYS, type Language, retentionMonthsOf } from '@portal/shared/contract';
import type { Logger } from 'pino';
import {
  claimRetentionRound,
  eraseTicketTexts,
  findTicketsPastRetention,
} from '../../repositories/privacy/ticket-retention-repository';
import { recordAudit } from '../audit/audit-trail';
import { readConfigValue } from '../config/config-values';
import { changeWithLiveEvents } from '../live-events';
import { type Rounds, startRounds } from '../rounds';
import type { ServiceDeps } from '../service-deps';

export interface TicketRetentionOptions {
  language: Language;
  /** How often an instance looks for tickets past retention; 0: only on `runOnce` (tests). */
  intervalMs?: number;
}

/** `runOnce`: one round now, erasing every ticket past retention; answers how many it erased. */
export type TicketRetention = Pick<Rounds<number>, 'runOnce' | 'stop'>;

const HOUR = 3_600_000;
/** Tickets erased per transaction (each is a handful of updates over its rows). */
const BATCH = 200;

/** What a ticket's erased text reads as, in the community's language. */
const ERASED: Record<Language, string> = {
  es: 'Texto borrado por antigüedad',
  en: 'Text erased after the retention period',
};

/** The moment `months` months before `now` (calendar months, UTC). */
function monthsBefore(now: Date, months: number): Date {
  const moment = new Date(now);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  return moment;
}

/**
 * Retention (issue 31.4, config `tickets.retentionMonths`, 0 = off): closed tickets older than the
 * setting have their text erased as an erased account's is (`eraseTicketTexts`), their figures
 * kept, each recorded in the audit trail as the portal's. Every instance runs rounds; a
 * transaction's advisory lock lets one at a time work, a batch per transaction.
 */
export function startTicketRetention(
  deps: ServiceDeps,
  logger: Logger,
  { language, intervalMs = HOUR }: TicketRetentionOptions,
): TicketRetention {
  async function eraseBatch(closedBefore: Date): Promise<number | 'taken'> {
    return changeWithLiveEvents(deps, async (trx, live) => {
      if (!(await claimRetentionRound(trx))) return 'taken' as const;
      const ids = await findTicketsPastRetention(trx, closedBefore, BATCH);
      await eraseTicketTexts(trx, ids, ERASED[language]);
      for (const id of ids) {
        await recordAudit(trx, 'portal', {
          action: 'ticket.erased',
          target: { kind: 'ticket', id },
        });
        live.ticketChanged(id);
      }
      return ids.length;
    });
  }

  async function round(): Promise<number> {
    try {
      const setting = await readConfigValue(deps.db, CONFIG_KEYS.ticketRetentionMonths);
      const months = retentionMonthsOf(setting) ?? 0;
      if (months === 0) return 0;
      const closedBefore = monthsBefore(new Date(), months);
      let erased = 0;
      while (!rounds.stopped) {
        const batch = await eraseBatch(closedBefore);
        if (batch === 'taken') break;
        erased += batch;
        if (batch < BATCH) break;
      }
      if (erased > 0)
        logger.info({ erased, months }, 'retention erased the text of closed tickets');
      return erased;
    } catch (error) {
      logger.error({ err: error }, 'retention round failed; tried again next round');
      return 0;
    }
  }

  const rounds = startRounds(round, intervalMs, 0);
  return rounds;
}
