import type { Rule, Ticket } from '@portal/shared/contract';
import { useLanguage, useLocalized } from '@portal/shared/runtime/i18n';
import { AccountList } from '../../../components/account-list';
import { PersonLabel } from '../../../components/person-label';
import { useDetailT } from '../../../i18n/use-detail-t';

function RuleList({ title, rules }: { title: string; rules: readonly Rule[] }) {
  const localized = useLocalized();
  if (rules.length === 0) return null;
  return (
    <div className="td-fact-wide">
      <dt>{title}</dt>
      <dd>
        <ul className="td-rules">
          {rules.map((rule) => (
            <li key={rule.key}>
              <strong>{localized(rule.prettyName)}</strong>
              <span className="td-rule-description">{localized(rule.description)}</span>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/** Accused, partners, date or "in the act", rules in the user's language, description. */
export function ReportDetails({ ticket }: { ticket: Ticket }) {
  const t = useDetailT();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const partners = ticket.reportPartners ?? [];

  return (
    <section className="td-report" aria-label={t('reportDetails')}>
      <dl className="td-facts">
        {ticket.reportAccused && (
          <div>
            <dt>{t('reportAccused')}</dt>
            <dd>
              <PersonLabel account={ticket.reportAccused} />
            </dd>
          </div>
        )}
        {partners.length > 0 && (
          <div>
            <dt>{t('reportPartners')}</dt>
            <dd>
              <AccountList accounts={partners} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('reportDate')}</dt>
          <dd>
            {ticket.inFraganti || ticket.reportDate === undefined ? (
              t('inFraganti')
            ) : (
              <time dateTime={new Date(ticket.reportDate).toISOString()}>
                {date.format(ticket.reportDate)}
              </time>
            )}
          </dd>
        </div>
        <RuleList title={t('brokenRules')} rules={ticket.brokenRules ?? []} />
        <RuleList title={t('secondaryRules')} rules={ticket.secondaryRules ?? []} />
        {ticket.description && (
          <div className="td-fact-wide">
            <dt>{t('reportDescription')}</dt>
            <dd>{ticket.description}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
