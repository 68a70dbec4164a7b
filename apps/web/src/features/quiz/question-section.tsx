import { questionModes } from '@app/contract';
import { Form, InputNumber, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChosenQuestions } from './chosen-questions.js';
import { RandomRules } from './random-rules.js';

/** 题目设置: fixed questions or random rules, how many per attempt, and shuffling. */
export const QuestionSection = () => {
  const { t } = useTranslation('quiz');
  const mode = Form.useWatch('question_mode', Form.useFormInstance());
  return (
    <>
      <Form.Item name="question_mode" label={t('questionMode')}>
        <Radio.Group optionType="button" options={questionModes.map((m) => ({ value: m, label: t(`mode.${m}`) }))} />
      </Form.Item>
      {mode === 'random' ? (
        <Form.Item label={t('randomRules')}>
          <RandomRules />
        </Form.Item>
      ) : (
        <Form.Item name="question_ids" label={t('chosenQuestions')}>
          <ChosenQuestions />
        </Form.Item>
      )}
      <Form.Item name="per_attempt" label={t('perAttempt')} extra={t('perAttemptHelp')}>
        <InputNumber min={0} max={100} precision={0} />
      </Form.Item>
      <Space size={32}>
        <Form.Item name="shuffle_questions" label={t('shuffleQuestions')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="shuffle_options" label={t('shuffleOptions')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </>
  );
};
