import {
  answerProblem,
  holdsAnswer,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyQuestion,
  type SurveySettings,
  submissionProblem,
  visibleQuestionKeys,
} from '@app/contract';
import { Button, ConfigProvider, Empty, Flex, Modal, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SurveyQuestionField } from '../../live/survey/index.js';

type Props = { open: boolean; settings: SurveySettings; onClose: () => void };

const phone = {
  width: 375,
  height: 667,
  margin: '0 auto',
  overflowY: 'auto',
  background: '#f5f6f8',
  border: '10px solid #1f1f1f',
  borderRadius: 28,
  boxSizing: 'content-box',
} as const;

/** The questionnaire on a 375×667 phone, answerable with live logic and checks; it never submits. */
export const PhonePreview = ({ open, settings, onClose }: Props) => {
  const { t } = useTranslation('survey');
  return (
    <Modal open={open} title={t('previewTitle')} onCancel={onClose} footer={null} width={460} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('previewHelp')}</Typography.Paragraph>
      <section style={phone} aria-label={t('previewTitle')}>
        {/* As the participant page sets it: 提交 reads as typed, not 提 交. */}
        <ConfigProvider button={{ autoInsertSpace: false }}>
          {open && <PreviewForm settings={settings} />}
        </ConfigProvider>
      </section>
    </Modal>
  );
};

/** The questions between page breaks; a page with no question shown is passed over. */
const splitPages = (questions: SurveyQuestion[]) =>
  questions.reduce<SurveyQuestion[][]>(
    (pages, q) => {
      if (q.type === 'page_break') pages.push([]);
      else pages.at(-1)?.push(q);
      return pages;
    },
    [[]],
  );

const PreviewForm = ({ settings }: { settings: SurveySettings }) => {
  const { t } = useTranslation('survey');
  const questions = settings.questions;
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [page, setPage] = useState(0);
  const [done, setDone] = useState(false);
  const pages = splitPages(questions);
  const shown = visibleQuestionKeys(questions, answers);
  const hasShown = (i: number) => pages[i]?.some((q) => shown.has(q.key)) ?? false;
  const next = pages.findIndex((_, i) => i > page && hasShown(i));
  const previous = pages.findLastIndex((_, i) => i < page && hasShown(i));
  const numbers = new Map(questions.filter((q) => shown.has(q.key) && holdsAnswer(q)).map((q, i) => [q.key, i + 1]));

  if (questions.every((q) => q.type === 'page_break'))
    return <Empty style={{ marginTop: 120 }} description={t('previewEmpty')} />;
  if (done) {
    const restart = () => {
      setAnswers({});
      setPage(0);
      setDone(false);
    };
    return (
      <Result
        status="success"
        title={settings.thank_you.title}
        subTitle={`${settings.thank_you.content}\n${t('previewSubmitted')}`}
        extra={<Button onClick={restart}>{t('restart')}</Button>}
      />
    );
  }

  const answer = (key: string, a: SurveyAnswer) => {
    setAnswers((prev) => ({ ...prev, [key]: a }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const goNext = () => {
    const problems = Object.fromEntries(
      (pages[page] ?? []).flatMap((q) => {
        const message = shown.has(q.key) ? answerProblem(q, answers[q.key]) : null;
        return message ? [[q.key, message]] : [];
      }),
    );
    setErrors(problems);
    if (Object.keys(problems).length === 0) setPage(next);
  };
  const submit = () => {
    const problem = submissionProblem(questions, answers);
    if (!problem) return setDone(true);
    setErrors({ [problem.key]: problem.message });
    setPage(pages.findIndex((p) => p.some((q) => q.key === problem.key)));
  };

  return (
    <Flex vertical gap={12} style={{ padding: 12 }}>
      {(pages[page] ?? [])
        .filter((q) => shown.has(q.key))
        .map((q) => (
          <section key={q.key} style={{ background: '#fff', borderRadius: 12, padding: 16 }}>
            <SurveyQuestionField
              question={q}
              number={numbers.get(q.key)}
              value={answers[q.key]}
              onChange={(a) => answer(q.key, a)}
              error={errors[q.key]}
            />
          </section>
        ))}
      <Flex gap={8}>
        {previous >= 0 && (
          <Button size="large" block onClick={() => setPage(previous)}>
            {t('previous')}
          </Button>
        )}
        {next >= 0 ? (
          <Button size="large" type="primary" block onClick={goNext}>
            {t('next')}
          </Button>
        ) : (
          <Button size="large" type="primary" block onClick={submit}>
            {t('submit')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
};
