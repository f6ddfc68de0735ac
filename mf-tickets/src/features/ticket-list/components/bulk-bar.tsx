import {
  type BulkActionBody,
  type CLOSE_RESOLUTIONS,
  LIMITS,
  TICKET_TYPE,
  type Ticket,
  type TicketOutcomes,
} from '@portal/shared/contract';
import { useErrorText } from '@portal/shared/runtime/error-text';
import { Button } from '@portal/ui/button';
import { ChoiceDialog } from '@portal/ui/choice-dialog';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { useState } from 'react';
import { useListT } from '../../../i18n/use-list-t';
import { useBulkAction } from '../api/bulk-action';
import { type Assignee, BulkAssignDialog } from './bulk-assign-dialog';
import './bulk-bar.css';

type Resolution = (typeof CLOSE_RESOLUTIONS)[number];
/** One of the actions with what it needs, the tickets aside (each member of the union alone). */
type ChosenAction = BulkActionBody extends infer Body
  ? Body extends BulkActionBody
    ? Omit<Body, 'ticketIds'>
    : never
  : never;
type Asking = 'assign' | 'close' | null;

type BulkBarProps = {
  /** The selected tickets, in the list's order. */
  selected: Ticket[];
  /** After an action: the tickets it left as they were (they stay selected). */
  onSettled: (refusedIds: number[]) => void;
  onClear: () => void;
};

/** How many were done, then each ticket refused with the catalogue's reason. */
function Outcome({ outcome }: { outcome: TicketOutcomes }) {
  const t = useListT();
  const errorText = useErrorText();
  return (
    <>
      <p>{t('bulkDone', { count: outcome.done.length })}</p>
      {outcome.refused.map(({ ticketId, code }) => (
        <p key={ticketId} className="tk-bulk-refused">
          {t('bulkRefused', { id: ticketId, reason: errorText(code) })}
        </p>
      ))}
    </>
  );
}

/**
 * The staff's actions on the selected rows (issue 32.3): take, assign to a member or role, close
 * (the reports among them with one resolution, asked once). Each ticket is handled as its single
 * action would be; what was done and what was refused, and why, is said below the bar.
 */
export function BulkBar({ selected, onSettled, onClear }: BulkBarProps) {
  const t = useListT();
  const bulk = useBulkAction();
  const [asking, setAsking] = useState<Asking>(null);
  const [outcome, setOutcome] = useState<TicketOutcomes>();
  const count = selected.length;
  // The server's limit per call (LIMITS): said here before anything is sent.
  const tooMany = count > LIMITS.bulkTicketsMax;
  const idle = !bulk.busy && !tooMany;
  const hasReports = selected.some((ticket) => ticket.type === TICKET_TYPE.report);

  const run = async (action: ChosenAction) => {
    setAsking(null);
    setOutcome(undefined);
    const ticketIds = selected.map((ticket) => ticket._id);
    const answer = await bulk.trigger({ body: { ...action, ticketIds } });
    if (!answer) return;
    setOutcome(answer);
    onSettled(answer.refused.map((refusal) => refusal.ticketId));
  };
  const assign = (assignee: Assignee) =>
    void run(
      'userId' in assignee
        ? { action: 'assignUser', ...assignee }
        : { action: 'assignRole', ...assignee },
    );
  const close = (resolveType?: Resolution) =>
    void run({ action: 'close', ...(resolveType ? { resolveType } : {}) });

  return (
    <div className="tk-bulk">
      {count > 0 && (
        <div
          className="tk-bulk-bar"
          role="toolbar"
          aria-label={t('bulkActions')}
          aria-busy={bulk.busy || undefined}
        >
          <span className="tk-bulk-count">{t('selectedCount', { count })}</span>
          <Button size="sm" disabled={!idle} onClick={() => void run({ action: 'take' })}>
            {t('bulkTake')}
          </Button>
          <Button size="sm" disabled={!idle} onClick={() => setAsking('assign')}>
            {t('bulkAssign')}
          </Button>
          <Button size="sm" variant="danger" disabled={!idle} onClick={() => setAsking('close')}>
            {t('bulkClose')}
          </Button>
          <Button size="sm" variant="ghost" disabled={bulk.busy} onClick={onClear}>
            {t('bulkClear')}
          </Button>
        </div>
      )}
      <div role="status" className="tk-bulk-status">
        {tooMany && <p>{t('bulkTooMany', { max: LIMITS.bulkTicketsMax })}</p>}
        {bulk.busy && <p>{t('bulkWorking', { count })}</p>}
        {outcome && <Outcome outcome={outcome} />}
      </div>
      <BulkAssignDialog
        tickets={asking === 'assign' ? selected : null}
        onAssign={assign}
        onCancel={() => setAsking(null)}
      />
      {hasReports ? (
        <ChoiceDialog
          open={asking === 'close'}
          title={t('bulkCloseTitle', { count })}
          message={t('bulkCloseReportsInfo')}
          choices={[
            { value: 'invalid', label: t('bulkResolveInvalid') },
            { value: 'valid', label: t('bulkResolveValid'), primary: true },
          ]}
          onChoose={close}
          onCancel={() => setAsking(null)}
          cancelLabel={t('bulkCancel')}
        />
      ) : (
        <ConfirmDialog
          open={asking === 'close'}
          variant="danger"
          title={t('bulkCloseTitle', { count })}
          message={t('bulkCloseInfo')}
          confirmLabel={t('bulkCloseConfirm')}
          cancelLabel={t('bulkCancel')}
          onConfirm={() => close()}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
