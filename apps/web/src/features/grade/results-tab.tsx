import type { GradeRound } from '@app/contract/grade-schemas';
import { Button, Card, Flex, message, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { ExportButton } from '../../components/export-button.js';
import { useClearScores, useRoundResult } from './api.js';
import { JudgeScores } from './judge-scores.js';
import { PromoteModal } from './promote-modal.js';
import { ResultTable } from './result-table.js';
import { resultRuleText } from './rule-words.js';

type Props = { activityId: number; round: GradeRound; rounds: GradeRound[] };

/**
 * 成绩: a round's ranking recomputed from its stored scores, with every judge's scores under each contestant and the
 * rule and full mark above, so a disputed score is settled by looking; then promotion, the export of every round,
 * clearing and unlocking.
 */
export const ResultsTab = ({ activityId, round, rounds }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'results' });
  const result = useRoundResult(activityId, round.id);
  const clear = useClearScores();
  const [promoting, setPromoting] = useState(false);
  if (!result.data) return <Skeleton active />;
  const data = result.data;

  const askClear = () =>
    confirmDelete(t('clearConfirm', { round: round.name }), () =>
      clear.mutate(
        { activity_id: activityId, round_id: round.id },
        { onSuccess: (d) => void message.success(t('cleared', { n: d.deleted }), toastSeconds) },
      ),
    );

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="flex-start" wrap gap={12}>
          <Flex vertical gap={4}>
            <Typography.Text>{t('rule', { text: resultRuleText(data) })}</Typography.Text>
            <Typography.Text strong>{t('fullMark', { mark: data.full_mark })}</Typography.Text>
            <Typography.Text type="secondary">{t('legend')}</Typography.Text>
          </Flex>
          <Space wrap>
            <Button type="primary" disabled={rounds.length < 2} onClick={() => setPromoting(true)}>
              {t('promote')}
            </Button>
            <ExportButton activityId={activityId} type="grade_results">
              {t('export')}
            </ExportButton>
            <Button danger loading={clear.isPending} onClick={askClear}>
              {t('clear')}
            </Button>
          </Space>
        </Flex>
      </Card>
      <ResultTable result={data} loading={result.isFetching} />
      <Card title={t('scoresTitle')}>
        <JudgeScores activityId={activityId} result={data} />
      </Card>
      {promoting ? <PromoteModal round={round} rounds={rounds} onClose={() => setPromoting(false)} /> : null}
    </Flex>
  );
};
