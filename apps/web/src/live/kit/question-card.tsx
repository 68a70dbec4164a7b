import { type AttemptQuestion, judgeAnswers, orderText, type QuestionType } from '@app/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import './phone-kit.css';
import './question-card.css';

/** The stem of a question with its pictures, sound or film. */
export const QuestionStem = ({ question }: { question: AttemptQuestion }) => {
  const { t } = useTranslation('live');
  return (
    <div className="qc-stem">
      <div className="ph-row" style={{ alignItems: 'center', flex: 'none' }}>
        <span className="ph-tag ph-tag-blue" style={{ flex: 'none' }}>
          {t(`type.${question.type}`)}
        </span>
        <span className="ph-muted">{t('points', { n: question.score })}</span>
      </div>
      <span className="qc-stem-text">{question.stem}</span>
      {question.image && <img className="qc-media" src={question.image} alt="" />}
      {question.audio && (
        // biome-ignore lint/a11y/useMediaCaption: organisers upload quiz audio without captions
        <audio src={question.audio} controls style={{ width: '100%' }} />
      )}
      {question.video && (
        // biome-ignore lint/a11y/useMediaCaption: organisers upload quiz videos without captions
        <video className="qc-media" src={question.video} controls playsInline />
      )}
    </div>
  );
};

/** An answer as a participant reads it: option keys, 正确/错误 for true/false, the keys in order, or the texts. */
export const answerText = (t: TFunction, answer: string[], type: QuestionType) => {
  if (type === 'sort') return orderText(answer);
  if (type !== 'judge') return answer.join('、');
  return answer
    .map((a) => (a === judgeAnswers.true ? t('live:judgeTrue') : a === judgeAnswers.false ? t('live:judgeFalse') : a))
    .join('、');
};

type Feedback = { type: QuestionType; correct: boolean; correct_answer: string[] | null; explanation: string | null };

/** Right or wrong, with the correct answer and the explanation when the settings reveal them. */
export const AnswerFeedback = ({ feedback }: { feedback: Feedback }) => {
  const { t } = useTranslation('live');
  return (
    <div className={feedback.correct ? 'qc-feedback qc-feedback-right' : 'qc-feedback'}>
      <span className="qc-verdict">
        <span aria-hidden="true">{feedback.correct ? '✓' : '✗'}</span> {feedback.correct ? t('right') : t('wrong')}
      </span>
      {feedback.correct_answer && (
        <span>{t('correctAnswer', { text: answerText(t, feedback.correct_answer, feedback.type) })}</span>
      )}
      {feedback.explanation && (
        <span className="ph-muted qc-pre">{t('explanation', { text: feedback.explanation })}</span>
      )}
    </div>
  );
};
