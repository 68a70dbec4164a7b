import type { Question } from '@app/contract';
import { Flex, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from './media-preview.js';
import { hasOptions, isChoice } from './question-draft.js';
import { answerText, TypeTag } from './question-labels.js';

/** The parts of a question a reader sees; parsed bulk-entry questions have them too, before they have an id. */
export type ViewedQuestion = Pick<
  Question,
  'type' | 'stem' | 'options' | 'answer' | 'blanks' | 'explanation' | 'difficulty' | 'score' | 'tags'
> &
  Partial<Pick<Question, 'image' | 'audio' | 'video'>>;

/**
 * One question in full: type, stem, media, options (a choice's correct ones marked; an ordering question's as written,
 * its answer being the order), answer and explanation.
 */
export const QuestionView = ({ question: q, index }: { question: ViewedQuestion; index?: number }) => {
  const { t } = useTranslation('question');
  const choice = isChoice(q.type);
  return (
    <Flex vertical gap={6} className="question-view">
      <Flex gap={8} align="baseline" wrap>
        <TypeTag type={q.type} />
        <Typography.Text strong style={{ whiteSpace: 'pre-wrap' }}>
          {index === undefined ? q.stem : `${index}. ${q.stem}`}
        </Typography.Text>
      </Flex>
      {(['image', 'audio', 'video'] as const).map((kind) =>
        q[kind] ? <MediaPreview key={kind} kind={kind} url={q[kind]} label={t(`form.${kind}`)} size="large" /> : null,
      )}
      {hasOptions(q.type)
        ? q.options.map((o) => {
            const correct = choice && q.answer.includes(o.key);
            return (
              <Flex key={o.key} gap={6} align="center" data-correct={correct || undefined}>
                <Typography.Text type={correct ? 'success' : undefined} strong={correct}>
                  {o.key}. {o.text}
                </Typography.Text>
                {o.image ? <Image src={o.image} width={60} alt={o.key} /> : null}
                {correct ? <Tag color="success">{t('correctOption')}</Tag> : null}
              </Flex>
            );
          })
        : null}
      <Typography.Text>
        <Typography.Text type="secondary">{t('labelled', { label: t('answer') })}</Typography.Text>
        {answerText(q, t)}
      </Typography.Text>
      {q.explanation ? (
        <Typography.Text>
          <Typography.Text type="secondary">{t('labelled', { label: t('explanation') })}</Typography.Text>
          {q.explanation}
        </Typography.Text>
      ) : null}
      <Flex gap={4} wrap>
        <Tag>{t(`difficulty.${q.difficulty}`)}</Tag>
        <Tag>{`${t('score')} ${q.score}`}</Tag>
        {q.tags.map((tag) => (
          <Tag key={tag} color="geekblue">
            {tag}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
};
