import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { type AttemptQuestion, judgeAnswers } from '@app/contract';
import { Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const media = { display: 'block', width: '100%', borderRadius: 8 } as const;

/** The stem of a question with its pictures, sound or film. */
export const QuestionStem = ({ question }: { question: AttemptQuestion }) => {
  const { t } = useTranslation('live');
  return (
    <Flex vertical gap={10}>
      <Flex gap={8} align="center">
        <Tag color="blue">{t(`type.${question.type}`)}</Tag>
        <Typography.Text type="secondary">{t('points', { n: question.score })}</Typography.Text>
      </Flex>
      <Typography.Text strong style={{ fontSize: 17, whiteSpace: 'pre-wrap' }}>
        {question.stem}
      </Typography.Text>
      {question.image && <img src={question.image} alt="" style={media} />}
      {question.audio && (
        // biome-ignore lint/a11y/useMediaCaption: organisers upload quiz audio without captions
        <audio src={question.audio} controls style={{ width: '100%' }} />
      )}
      {question.video && (
        // biome-ignore lint/a11y/useMediaCaption: organisers upload quiz videos without captions
        <video src={question.video} controls playsInline style={media} />
      )}
    </Flex>
  );
};

/** A correct answer as a participant reads it: option keys, 正确/错误 for true/false, or the texts. */
export const answerText = (t: TFunction, answer: string[]) =>
  answer
    .map((a) => (a === judgeAnswers.true ? t('live:judgeTrue') : a === judgeAnswers.false ? t('live:judgeFalse') : a))
    .join('、');

type Feedback = { correct: boolean; correct_answer: string[] | null; explanation: string | null };

/** Right or wrong, with the correct answer and the explanation when the settings reveal them. */
export const AnswerFeedback = ({ feedback }: { feedback: Feedback }) => {
  const { t } = useTranslation('live');
  return (
    <Flex
      vertical
      gap={6}
      style={{ padding: 12, borderRadius: 8, background: feedback.correct ? '#f0fff4' : '#fff2f0' }}
    >
      <Typography.Text strong type={feedback.correct ? 'success' : 'danger'} style={{ fontSize: 17 }}>
        {feedback.correct ? <CheckCircleFilled /> : <CloseCircleFilled />} {feedback.correct ? t('right') : t('wrong')}
      </Typography.Text>
      {feedback.correct_answer && (
        <Typography.Text>{t('correctAnswer', { text: answerText(t, feedback.correct_answer) })}</Typography.Text>
      )}
      {feedback.explanation && (
        <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
          {t('explanation', { text: feedback.explanation })}
        </Typography.Text>
      )}
    </Flex>
  );
};
