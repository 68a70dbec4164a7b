import { Button, Checkbox, Flex, Form, Input, Radio, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import type { LiveSession, Screen } from '../kit/live-screen.js';
import { type MoreAnswers, type MorePage, useMore, useMoreSubmit, useStartQuiz } from './theme-hooks.js';

type Question = MorePage['questions'][number];
type Values = Record<string, string | string[] | undefined>;

const initialOf = (page: MorePage): Values =>
  Object.fromEntries(
    page.questions.map((q) => {
      const given = page.answers[String(q.id)] ?? [];
      return [String(q.id), q.type === 'multiple' ? given : given[0]];
    }),
  );

/** Every question answered as a list, unanswered ones empty, as the server takes them. */
const answersOf = (values: Values): MoreAnswers =>
  Object.fromEntries(
    Object.entries(values).map(([id, v]) => [id, (Array.isArray(v) ? v : [v ?? '']).filter((s) => s.trim() !== '')]),
  );

const QuestionInput = ({ question, ...rest }: { question: Question }) => {
  const { t } = useTranslation('live');
  const options = question.options.map((o) => ({ value: o, label: o }));
  if (question.type === 'single') return <Radio.Group {...rest} options={options} style={vertical} />;
  if (question.type === 'multiple') return <Checkbox.Group {...rest} options={options} style={vertical} />;
  return <Input.TextArea {...rest} rows={3} maxLength={500} placeholder={t('more.placeholder')} />;
};
const vertical = { display: 'flex', flexDirection: 'column', gap: 10 } as const;

const QuestionLabel = ({ question, n }: { question: Question; n: number }) => {
  const { t } = useTranslation('live');
  return (
    <Flex gap={6} align="baseline" wrap>
      <span style={{ whiteSpace: 'pre-wrap' }}>{`${n}. ${question.stem}`}</span>
      <Tag>{t(`more.type.${question.type}`)}</Tag>
    </Flex>
  );
};

/**
 * The extra questions. Before the quiz, handing them in starts it (or the video first, if still to be watched);
 * after the quiz, the participant goes back where they came from.
 */
export const MoreScreen = ({ live, back }: { live: LiveSession; back: Screen }) => {
  const { t } = useTranslation('live');
  const page = useMore(live.ticket);
  const submit = useMoreSubmit(live.ticket);
  const quiz = useStartQuiz(live);
  const title = page.data?.title || t('more.title');
  const bar = <ScreenBar title={title} onBack={() => live.go(back)} />;
  if (!page.data) return page.isError ? bar : <Spin style={{ display: 'block', margin: 48 }} />;

  const p = page.data;
  const finish = (values: Values) =>
    submit.mutate(answersOf(values), { onSuccess: () => (p.position === 'before' ? quiz.run() : live.go(back)) });
  return (
    <>
      {bar}
      {p.intro && (
        <Panel>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{p.intro}</Typography.Paragraph>
        </Panel>
      )}
      <Panel>
        <Form<Values> layout="vertical" size="large" initialValues={initialOf(p)} onFinish={finish}>
          {p.questions.map((q, i) => (
            <Form.Item
              key={q.id}
              name={String(q.id)}
              label={<QuestionLabel question={q} n={i + 1} />}
              rules={[
                {
                  required: q.required,
                  type: q.type === 'multiple' ? 'array' : 'string',
                  whitespace: true,
                  message: t('more.required'),
                },
              ]}
            >
              <QuestionInput question={q} />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending || quiz.isPending}>
            {t('more.submit')}
          </Button>
        </Form>
      </Panel>
    </>
  );
};
