import type { DataOf } from '@app/contract';
import type { questionContract } from '@app/contract/question';
import { Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuestionView } from './question-view.js';

export type Parsed = DataOf<typeof questionContract.parseText>;

/** The questions the parser read, each as it will be saved. */
export const ParsePreview = ({ parsed }: { parsed: Parsed | null }) => {
  const { t } = useTranslation('question');
  const title = parsed ? `${t('preview')} · ${t('parsedCount', { count: parsed.questions.length })}` : t('preview');
  return (
    <Card title={title}>
      {parsed ? (
        <List
          dataSource={parsed.questions}
          rowKey={(q) => String(q.line)}
          renderItem={(q, i) => (
            <List.Item>
              <QuestionView question={q} index={i + 1} />
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('notParsed')} />
      )}
    </Card>
  );
};
