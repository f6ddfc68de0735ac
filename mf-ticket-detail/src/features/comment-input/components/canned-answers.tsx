import type { PrecannedAnswer } from '@portal/shared/contract';
import { useId } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import { type CannedAnswerValues, fillCannedAnswer } from '../canned/fill-canned-answer';

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
      <select
        id={id}
        value=""
        onChange={(event) => {
          const answer = answers[Number(event.target.value)];
          if (answer) onChoose(fillCannedAnswer(answer.content, values));
        }}
      >
        <option value="">{t('cannedAnswerChoose')}</option>
        {answers.map((answer, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; the option's value is its index
          <option key={`${index}-${answer.title}`} value={index}>
            {answer.title}
          </option>
        ))}
      </select>
    </span>
  );
}
