import { TICKET_STATUS, type Ticket, type TicketOutcomes } from '@portal/shared/contract';
import { useErrorText } from '@portal/shared/runtime/error-text';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { ticketOver } from '@portal/shared/runtime/routes';
import { Link, useLocation } from '@portal/shared/runtime/routing';
import { Button } from '@portal/ui/button';
import { useState } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { useCloseRelatedReports } from '../api/close-related-reports';
import type { CloseResolution } from '../api/close-ticket';
import { useRelatedReports } from '../api/get-related-reports';
import { ResolutionDialog } from './resolution-dialog';
import './related-reports.css';

/** Up to 50 may come back: the first few keep the section compact above the thread. */
const SHOWN_AT_FIRST = 5;

type RelatedReportsProps = {
  /** A report, seen by staff: only then is this mounted. */
  ticket: Ticket;
  /** This report may be closed by the viewer, so closing them all together is offered. */
  canClose: boolean;
  /** Posts the text waiting in the input, if any; false when that failed (then nothing closes). */
  postPendingComment: () => Promise<boolean>;
};

/** How many closed, then each report refused with the catalogue's reason. */
function CloseOutcome({ outcome }: { outcome: TicketOutcomes }) {
  const t = useDetailT();
  const errorText = useErrorText();
  return (
    <>
      <p>{t('relatedClosed', { count: outcome.done.length })}</p>
      {outcome.refused.map(({ ticketId, code }) => (
        <p key={ticketId} className="td-related-refused">
          {t('relatedRefused', { id: ticketId, reason: errorText(code) })}
        </p>
      ))}
    </>
  );
}

/**
 * The other open reports against this report's accused (issue 32.2), each opening over this
 * modal, and closing them all with this one under one resolution. Asked only while this report is
 * open; nothing shows while it loads or when there are none. What a close-all did stays said
 * after this report closes (the list is then gone).
 */
export function RelatedReports({ ticket, canClose, postPendingComment }: RelatedReportsProps) {
  const t = useDetailT();
  const language = useLanguage();
  const location = useLocation();
  const open = ticket.status === TICKET_STATUS.opened;
  const related = useRelatedReports(open ? ticket._id : null);
  const closing = useCloseRelatedReports();
  const [choosingResolution, setChoosingResolution] = useState(false);
  const [outcome, setOutcome] = useState<TicketOutcomes>();
  const [showingAll, setShowingAll] = useState(false);
  const reports = open ? (related.data ?? []) : [];
  const shown = showingAll ? reports : reports.slice(0, SHOWN_AT_FIRST);
  const openedOn = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  const closeAll = async (resolution: CloseResolution) => {
    setChoosingResolution(false);
    setOutcome(undefined);
    if (!(await postPendingComment())) return;
    const answer = await closing.trigger(ticket._id, resolution);
    if (answer) setOutcome(answer);
  };

  return (
    <>
      {reports.length > 0 && (
        <section
          className="td-related"
          aria-label={t('relatedReports', { count: reports.length })}
          aria-busy={closing.busy || undefined}
        >
          <h3 className="td-related-title">{t('relatedReports', { count: reports.length })}</h3>
          <ul className="td-related-list">
            {shown.map((report) => (
              <li key={report._id}>
                <Link className="td-related-link" {...ticketOver(report._id, location)}>
                  <span className="td-related-name">{report.title}</span>
                  <span className="td-related-meta">
                    {t('relatedNumber', { id: report._id })} ·{' '}
                    <time dateTime={new Date(report.timestamp).toISOString()}>
                      {openedOn.format(report.timestamp)}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {shown.length < reports.length && (
            <Button variant="ghost" size="sm" onClick={() => setShowingAll(true)}>
              {t('showAllRelated', { count: reports.length })}
            </Button>
          )}
          {canClose && (
            <Button
              variant="danger"
              size="sm"
              disabled={closing.busy}
              onClick={() => setChoosingResolution(true)}
            >
              {t('closeAllRelated')}
            </Button>
          )}
        </section>
      )}
      <div role="status" className="td-related-status">
        {outcome && <CloseOutcome outcome={outcome} />}
      </div>
      <ResolutionDialog
        open={choosingResolution}
        onResolve={(resolution) => void closeAll(resolution)}
        onCancel={() => setChoosingResolution(false)}
      />
    </>
  );
}
