import type { SurveyQuestionType } from '@app/contract';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const groups: { key: 'choice' | 'text' | 'rating' | 'other'; types: SurveyQuestionType[] }[] = [
  { key: 'choice', types: ['radio', 'checkbox', 'select', 'ranking'] },
  { key: 'text', types: ['text', 'textarea', 'date', 'region'] },
  { key: 'rating', types: ['rating', 'matrix'] },
  { key: 'other', types: ['upload', 'description', 'page_break'] },
];

/** The question types by group; a click adds one after the selected question (or at the end). */
export const QuestionPalette = ({ onAdd }: { onAdd: (type: SurveyQuestionType) => void }) => {
  const { t } = useTranslation('survey');
  return (
    <Card size="small" title={t('palette')}>
      <Flex vertical gap={12} role="toolbar" aria-label={t('palette')}>
        {groups.map((g) => (
          <section key={g.key} aria-label={t(`groups.${g.key}`)}>
            <Typography.Text type="secondary">{t(`groups.${g.key}`)}</Typography.Text>
            <Flex wrap gap={6} style={{ marginTop: 6 }}>
              {g.types.map((type) => (
                <Button
                  key={type}
                  size="small"
                  autoInsertSpace={false}
                  onClick={() => onAdd(type)}
                  style={{ minWidth: 76 }}
                >
                  {t(`type.${type}`)}
                </Button>
              ))}
            </Flex>
          </section>
        ))}
      </Flex>
    </Card>
  );
};
