import { judgeAnswers, orderText, type QuestionType } from '@app/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const typeColors: Record<QuestionType, string> = {
  single: 'blue',
  multiple: 'purple',
  judge: 'orange',
  blank: 'cyan',
  short: 'green',
  sort: 'magenta',
};

export const TypeTag = ({ type }: { type: QuestionType }) => {
  const { t } = useTranslation('question');
  return (
    <Tag color={typeColors[type]} style={{ marginInlineEnd: 0 }}>
      {t(`type.${type}`)}
    </Tag>
  );
};

/** What an answer says, as the pages show it. */
type Answered = { type: QuestionType; answer: string[]; blanks: string[][] };

/**
 * A question's answer in words: option letters, the letters in order (C → A → B), 正确/错误, each blank's accepted
 * answers, or the reference text.
 */
export const answerText = (q: Answered, t: TFunction) => {
  switch (q.type) {
    case 'judge':
      return q.answer[0] === judgeAnswers.true ? t('question:judgeTrue') : t('question:judgeFalse');
    case 'blank':
      return q.blanks.map((b, i) => t('question:blankAnswer', { n: i + 1, answers: b.join(' | ') })).join('；');
    case 'short':
      return q.answer[0] || t('question:noAnswer');
    case 'sort':
      return orderText(q.answer);
    default:
      return q.answer.join('');
  }
};
