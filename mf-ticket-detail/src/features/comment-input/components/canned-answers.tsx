import type { PrecannedAnswer } from '@portal/shared/contract';
import { type CannedAnswerValues, fillCannedAnswer } from '@portal/shared/contract';
import { Select } from '@portal/ui/select';
import { useId } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';

type CannedAnswersProps = {
  answers: readonly PrecannedAnswer[];
  values: CannedAnswerValues;
  onChoose: (text: string) => void;
};

/** The group's canned answers; choosing one puts it, placeholders filled, into the input. */
export function CannedAnswers({ answers, values, onChoose }: CannedAnswersProps) {
  const t = useDetailT();
  const id = useId();
  if (answers.length === 0) return null;
  return (
    <span className="td-canned">
      <label htmlFor={id}>{t('cannedAnswers')}</label>
      <Select
        id={id}
        value=""
        onChange={(event) => {
          const answer = answers[Number(event.target.value)];
          if (answer) onChoose(fillCannedAnswer(answer.content, values));
        }}
        placeholder={t('cannedAnswerChoose')}
        // Titles may repeat; an option's value is its index.
        options={answers.map((answer, index) => ({ value: String(index), label: answer.title }))}
      />
    </span>
  );
}
