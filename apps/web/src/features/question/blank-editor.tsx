import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from './question-draft.js';

type Props = { value: QuestionDraft; onChange: (next: QuestionDraft) => void };

/** One tags input per blank of the stem: every answer it accepts. */
export const BlankEditor = ({ value, onChange }: Props) => {
  const { t } = useTranslation('question');
  if (value.blanks.length === 0) return <Typography.Text type="warning">{t('form.noBlanks')}</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      {value.blanks.map((answers, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a blank is its position in the stem, nothing else names it
        <Flex key={i} gap={8} align="center">
          <Typography.Text style={{ flex: 'none' }}>{t('form.blankAnswers', { n: i + 1 })}</Typography.Text>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            value={answers}
            tokenSeparators={['|']}
            onChange={(next: string[]) =>
              onChange({ ...value, blanks: value.blanks.map((b, j) => (j === i ? next : b)) })
            }
            placeholder={t('form.blankAnswersPlaceholder')}
            aria-label={t('form.blankAnswers', { n: i + 1 })}
            style={{ flex: 1 }}
          />
        </Flex>
      ))}
    </Flex>
  );
};
