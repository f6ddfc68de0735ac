import { type CallConfig, type CallName, calls } from '@portal/shared/contract';
import { callSchemas } from '@portal/shared/contract/schemas';
import type { AccountActor } from '../../testing/matrix-actors';
import type { MatrixPortal } from '../../testing/matrix-portal';
import { buildScenario } from '../../testing/matrix-scenarios';
import type { CallRequest } from '../../testing/send-call';
import { EVERY_ACCOUNT } from './expectations';
import { MATRIX_ROWS, TICKET_CALLS } from './matrix-table';

/** A request the server accepts, sent by an actor allowed to send it, on its own fixture. */
export interface CallSample {
  call: CallName;
  actor: AccountActor;
  request: CallRequest;
  ticketId: number | undefined;
}

/** The served ticket calls, each with the first matrix row that allows somebody. */
/** Whether the call takes a JSON body (the contract declares a body schema). */
export function takesBody(call: CallName): boolean {
  const config: CallConfig = calls[call];
  return callSchemas(config).body !== undefined;
}

/** Builds one valid sample per served ticket call from the matrix table (fixtures included). */
export async function buildCallSamples(
  matrix: Pick<MatrixPortal, 'database' | 'ids'>,
): Promise<Map<CallName, CallSample>> {
  const samples = new Map<CallName, CallSample>();
  for (const call of TICKET_CALLS) {
    const row = MATRIX_ROWS.find((candidate) => candidate.call === call);
    const actor = row && EVERY_ACCOUNT.find((name) => row.expect[name] === 200);
    if (!row || !actor) throw new Error(`The matrix allows nobody to call ${call}`);
    const scenario = row.scenario
      ? await buildScenario(matrix.database.db, matrix.ids, row.scenario)
      : undefined;
    const request = row.request({ actor, ids: matrix.ids, scenario, launchCode: '' });
    samples.set(call, { call, actor, request, ticketId: scenario?.ticketId });
  }
  return samples;
}
