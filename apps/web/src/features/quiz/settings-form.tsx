import type { DataOf } from '@app/contract';
import { quizContract } from '@app/contract/quiz';
import { Button, Card, Flex, Form, message, Tabs, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { AnswerSection } from './answer-section.js';
import { useSaveQuizSettings } from './api.js';
import { BasicSection } from './basic-section.js';
import { QuestionSection } from './question-section.js';
import { type SettingsFormValues, settingsProblem, toFormValues, toSettings } from './settings-values.js';

type Loaded = DataOf<typeof quizContract.baseInfo>;

/** The whole quiz settings in three tabs, saved together; the summary is the server's count from the last answer. */
export const SettingsForm = ({ loaded }: { loaded: Loaded }) => {
  const { t } = useTranslation('quiz');
  const [form] = Form.useForm<SettingsFormValues>();
  const save = useSaveQuizSettings();
  const [summary, setSummary] = useState(loaded);
  const activityId = loaded.activity_id;

  const submit = () => {
    // Every tab's values, including fields of a question mode not shown right now.
    const settings = toSettings(form.getFieldsValue(true));
    const input = { activity_id: activityId, settings };
    const problem = settingsProblem(quizContract.saveSettings.input, input);
    if (problem) {
      showNotice(problem);
      return;
    }
    save.mutate(input, {
      onSuccess: (data) => {
        setSummary(data);
        form.setFieldsValue(toFormValues(data.settings));
        void message.success(t('saved'), toastSeconds);
      },
    });
  };

  const tab = (key: 'basic' | 'questions' | 'answering', children: ReactNode) => ({
    key,
    label: t(`tabs.${key}`),
    forceRender: true,
    children,
  });

  return (
    <Card>
      <Form form={form} initialValues={toFormValues(loaded.settings)} labelCol={{ flex: '160px' }} labelWrap>
        <Tabs
          items={[
            tab('basic', <BasicSection />),
            tab('questions', <QuestionSection />),
            tab('answering', <AnswerSection />),
          ]}
        />
      </Form>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text strong>
          {t(summary.settings.barrier ? 'summaryBarrier' : 'summary', {
            count: summary.question_count,
            score: summary.full_score,
          })}
        </Typography.Text>
        <Flex gap={8}>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {t('save')}
          </Button>
          <Link to={`/activity/prize?activity_id=${activityId}`}>
            <Button>{t('nextPrize')}</Button>
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
};
