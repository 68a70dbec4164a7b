import { choiceQuestionTypes, type SurveyQuestion } from '@app/contract';
import { Checkbox, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Labeled } from './labeled.js';
import { usePlaceLabel } from './place-label.js';
import { places } from './question-list-ops.js';

type Props = { q: SurveyQuestion; list: SurveyQuestion[]; onChange: (rule: SurveyQuestion['show_if']) => void };

const isChoice = (q: SurveyQuestion) => (choiceQuestionTypes as readonly string[]).includes(q.type);

/** 显示条件: show this question only when an earlier choice question was answered with one of some options. */
export const ShowIfEditor = ({ q, list, onChange }: Props) => {
  const { t } = useTranslation('survey');
  const placeLabel = usePlaceLabel();
  const where = places(list);
  const earlier = list
    .slice(
      0,
      list.findIndex((x) => x.key === q.key),
    )
    .filter(isChoice);
  const rule = q.show_if;
  const source = rule ? list.find((x) => x.key === rule.question_key) : undefined;

  if (earlier.length === 0 && !rule) {
    return (
      <Labeled label={t('showIf')}>
        {() => <Typography.Text type="secondary">{t('noEarlierChoice')}</Typography.Text>}
      </Labeled>
    );
  }
  return (
    <>
      <Labeled label={t('showIf')} help={t('showIfHelp')}>
        {(id) => (
          <Select
            id={id}
            value={rule?.question_key ?? ''}
            popupMatchSelectWidth={false}
            options={[
              { value: '', label: t('showIfNone') },
              ...earlier.map((x) => ({ value: x.key, label: `${placeLabel(where.get(x.key))} ${x.title}` })),
            ]}
            onChange={(key: string) => {
              const picked = list.find((x) => x.key === key);
              // Starts with the first option so the rule is complete; the organiser then ticks the right ones.
              onChange(picked?.options[0] ? { question_key: key, option_keys: [picked.options[0].key] } : null);
            }}
          />
        )}
      </Labeled>
      {rule && source && (
        <Form.Item label={t('showIfOptions')} style={{ marginBottom: 12 }}>
          <fieldset aria-label={t('showIfOptions')} style={{ border: 0, margin: 0, padding: 0 }}>
            <Checkbox.Group
              value={rule.option_keys}
              options={source.options.map((o) => ({ value: o.key, label: o.label }))}
              onChange={(keys) => onChange({ ...rule, option_keys: keys })}
            />
          </fieldset>
        </Form.Item>
      )}
    </>
  );
};
