import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps, ParticipantQuestion } from './survey-field-types.js';
import '../kit/phone-kit.css';
import './survey-phone.css';

/** The "other, please specify" option among the picked ones, if any. */
const pickedOther = (q: ParticipantQuestion, values: string[]) =>
  q.options.find((o) => o.other && values.includes(o.key));

/** The text box under a picked "other" option; its text travels as the answer's text. */
const OtherText = ({ question, answer, onChange }: Omit<InputProps, 'label'>) => {
  const { t } = useTranslation('liveSurvey');
  const other = pickedOther(question, answer.values);
  if (!other) return null;
  return (
    <input
      className="ph-input"
      value={answer.text}
      maxLength={500}
      placeholder={t('field.other')}
      aria-label={t('field.otherLabel', { label: other.label })}
      onChange={(e) => onChange({ ...answer, text: e.target.value })}
    />
  );
};

/** A new pick keeps the typed "other" text only while an "other" option stays picked. */
const pick = (q: ParticipantQuestion, prev: InputProps['answer'], values: string[]) => ({
  values,
  text: pickedOther(q, values) ? prev.text : '',
  rows: {},
});

export const RadioInput = ({ question, answer, onChange, label }: InputProps) => {
  const name = useId();
  return (
    <div className="sv-stack">
      <div className="sv-options" role="radiogroup" aria-label={label}>
        {question.options.map((o) => (
          <label key={o.key} className="sv-option">
            <input
              type="radio"
              name={name}
              checked={answer.values[0] === o.key}
              onChange={() => onChange(pick(question, answer, [o.key]))}
            />
            {o.label}
          </label>
        ))}
      </div>
      <OtherText question={question} answer={answer} onChange={onChange} />
    </div>
  );
};

const boundsHint = (q: ParticipantQuestion, t: (key: string, o: Record<string, number>) => string) => {
  const { min_select: min, max_select: max } = q;
  if (min > 0 && max > 0)
    return min === max ? t('field.selectExactly', { n: max }) : t('field.selectBetween', { min, max });
  if (min > 0) return t('field.selectAtLeast', { min });
  if (max > 0) return t('field.selectAtMost', { max });
  return '';
};

export const CheckboxInput = ({ question, answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  const hint = boundsHint(question, t);
  const full = question.max_select > 0 && answer.values.length >= question.max_select;
  // Picks stay in the questionnaire's option order, whatever order they were tapped in.
  const ordered = (keys: string[]) => question.options.map((o) => o.key).filter((k) => keys.includes(k));
  const toggle = (key: string) =>
    onChange(
      pick(
        question,
        answer,
        ordered(answer.values.includes(key) ? answer.values.filter((k) => k !== key) : [...answer.values, key]),
      ),
    );
  return (
    <div className="sv-stack">
      {hint && <span className="ph-muted">{hint}</span>}
      <fieldset className="sv-options sv-group" aria-label={label}>
        {question.options.map((o) => (
          <label key={o.key} className="sv-option">
            <input
              type="checkbox"
              checked={answer.values.includes(o.key)}
              disabled={full && !answer.values.includes(o.key)}
              onChange={() => toggle(o.key)}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      <OtherText question={question} answer={answer} onChange={onChange} />
    </div>
  );
};

/** A native select: phones open their own picker, which is easier to use than a dropdown. */
export const SelectInput = ({ question, answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  return (
    <div className="sv-stack">
      <select
        className="ph-input"
        aria-label={label}
        value={answer.values[0] ?? ''}
        onChange={(e) => onChange(pick(question, answer, e.target.value ? [e.target.value] : []))}
      >
        <option value="">{t('field.selectPlaceholder')}</option>
        {question.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
      <OtherText question={question} answer={answer} onChange={onChange} />
    </div>
  );
};
