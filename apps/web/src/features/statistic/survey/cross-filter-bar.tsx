import { choiceQuestionTypes, type ResponseFilter, type SurveyQuestionStat } from '@app/contract';
import { Alert, Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { questions: SurveyQuestionStat[]; filter: ResponseFilter; onChange: (filter: ResponseFilter) => void };

const isChoice = (q: SurveyQuestionStat) => (choiceQuestionTypes as readonly string[]).includes(q.type);

/**
 * Narrows the whole page to the responses that picked some options of one choice question: every card, text
 * list and the response table follow the filter.
 */
export const CrossFilterBar = ({ questions, filter, onChange }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey.filter' });
  const choices = questions.filter(isChoice);
  const [questionKey, setQuestionKey] = useState<string | undefined>(filter?.question_key);
  const [optionKeys, setOptionKeys] = useState<string[]>(filter?.option_keys ?? []);
  const question = choices.find((q) => q.key === questionKey);
  if (choices.length === 0) return null;

  const applied = filter ? choices.find((q) => q.key === filter.question_key) : undefined;
  const appliedLabels = applied?.options
    .filter((o) => filter?.option_keys.includes(o.key))
    .map((o) => `“${o.label}”`)
    .join('、');

  return (
    <Card size="small" title={t('title')}>
      <Space wrap>
        <Select
          aria-label={t('question')}
          placeholder={t('question')}
          style={{ width: 260 }}
          value={questionKey}
          onChange={(key: string) => {
            setQuestionKey(key);
            setOptionKeys([]);
          }}
          options={choices.map((q) => ({ value: q.key, label: q.title }))}
        />
        <Select
          aria-label={t('options')}
          placeholder={t('options')}
          mode="multiple"
          style={{ minWidth: 240 }}
          value={optionKeys}
          onChange={setOptionKeys}
          disabled={!question}
          options={question?.options.map((o) => ({ value: o.key, label: o.label })) ?? []}
        />
        <Button
          type="primary"
          disabled={!questionKey || optionKeys.length === 0}
          onClick={() => questionKey && onChange({ question_key: questionKey, option_keys: optionKeys })}
        >
          {t('apply')}
        </Button>
        {filter && (
          <Button
            onClick={() => {
              setQuestionKey(undefined);
              setOptionKeys([]);
              onChange(null);
            }}
          >
            {t('clear')}
          </Button>
        )}
      </Space>
      {applied && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          title={t('active', { question: applied.title, options: appliedLabels })}
        />
      )}
    </Card>
  );
};
