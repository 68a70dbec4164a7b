import { Checkbox, Flex, Input, Radio, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps, ParticipantQuestion } from './survey-field-types.js';

const optionStyle: CSSProperties = { padding: '8px 0', fontSize: 15, width: '100%' };
export const nativeControl: CSSProperties = {
  width: '100%',
  height: 44,
  padding: '0 10px',
  fontSize: 15,
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  background: '#fff',
};

/** The "other, please specify" option among the picked ones, if any. */
const pickedOther = (q: ParticipantQuestion, values: string[]) =>
  q.options.find((o) => o.other && values.includes(o.key));

/** The text box under a picked "other" option; its text travels as the answer's text. */
const OtherText = ({ question, answer, onChange }: Omit<InputProps, 'label'>) => {
  const { t } = useTranslation('liveSurvey');
  const other = pickedOther(question, answer.values);
  if (!other) return null;
  return (
    <Input
      size="large"
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

export const RadioInput = ({ question, answer, onChange, label }: InputProps) => (
  <Flex vertical gap={4}>
    <Radio.Group
      aria-label={label}
      value={answer.values[0]}
      onChange={(e) => onChange(pick(question, answer, [e.target.value as string]))}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      {question.options.map((o) => (
        <Radio key={o.key} value={o.key} style={optionStyle}>
          {o.label}
        </Radio>
      ))}
    </Radio.Group>
    <OtherText question={question} answer={answer} onChange={onChange} />
  </Flex>
);

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
  return (
    <Flex vertical gap={4}>
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      <Checkbox.Group
        aria-label={label}
        value={answer.values}
        onChange={(keys) => onChange(pick(question, answer, ordered(keys as string[])))}
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        {question.options.map((o) => (
          <Checkbox key={o.key} value={o.key} style={optionStyle} disabled={full && !answer.values.includes(o.key)}>
            {o.label}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <OtherText question={question} answer={answer} onChange={onChange} />
    </Flex>
  );
};

/** A native select: phones open their own picker, which is easier to use than a dropdown. */
export const SelectInput = ({ question, answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  return (
    <Flex vertical gap={8}>
      <select
        aria-label={label}
        value={answer.values[0] ?? ''}
        onChange={(e) => onChange(pick(question, answer, e.target.value ? [e.target.value] : []))}
        style={nativeControl}
      >
        <option value="">{t('field.selectPlaceholder')}</option>
        {question.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
      <OtherText question={question} answer={answer} onChange={onChange} />
    </Flex>
  );
};
