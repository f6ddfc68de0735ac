import { type Category, LIMITS } from '@portal/shared/contract';
import { useFormT } from '../../../i18n/use-form-t';
import type { useCreateTicketForm } from '../hooks/use-create-ticket-form';
import { CountedTextField } from './counted-text-field';
import { RepeatableField } from './repeatable-field';
import { ReportDateField } from './report-date-field';
import { RulesPicker } from './rules-picker';

type Form = ReturnType<typeof useCreateTicketForm>;

/** The report part of the form: accused, partners, date or in the act, rules, description. */
export function ReportFields({ form, category }: { form: Form; category: Category }) {
  const t = useFormT();
  const { draft, errors } = form;
  return (
    <>
      <CountedTextField
        label={t('accusedLabel')}
        description={t('accusedHint')}
        value={draft.reportAccused}
        maxLength={LIMITS.accusedLength}
        required
        error={errors.reportAccused}
        onChange={(reportAccused) => form.update({ reportAccused })}
      />
      <RepeatableField
        legend={t('partnersLabel')}
        hint={t('partnersHint', { max: LIMITS.partnersMax })}
        itemLabel={(position) => t('partnerItem', { position })}
        addLabel={t('addPartner')}
        values={draft.reportPartners}
        max={LIMITS.partnersMax}
        inputType="text"
        listError={errors.partnerList}
        itemErrors={errors.reportPartners}
        onAdd={() => form.addEntry('reportPartners')}
        onChange={(index, value) => form.setEntry('reportPartners', index, value)}
        onRemove={(index) => form.removeEntry('reportPartners', index)}
      />
      <ReportDateField
        value={draft.reportDate}
        inFraganti={draft.inFraganti}
        error={errors.reportDate}
        onChange={form.update}
      />
      <RulesPicker
        legend={t('brokenRulesLabel')}
        rules={category.rules}
        chosen={draft.brokenRules}
        onToggle={(key, on) => form.toggleRule('brokenRules', key, on)}
      />
      <RulesPicker
        legend={t('secondaryRulesLabel')}
        rules={category.secondaryRules}
        chosen={draft.secondaryRules}
        onToggle={(key, on) => form.toggleRule('secondaryRules', key, on)}
      />
      <CountedTextField
        label={t('descriptionLabel')}
        description={t('descriptionHint', { min: LIMITS.descriptionMinHint })}
        value={draft.description}
        maxLength={LIMITS.descriptionLength}
        required={false}
        multiline
        error={errors.description}
        onChange={(description) => form.update({ description })}
      />
    </>
  );
}
