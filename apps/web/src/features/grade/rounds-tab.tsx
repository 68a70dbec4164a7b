import type { GradeRound } from '@app/contract/grade-schemas';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { AudienceIdentityCard } from './audience-identity-card.js';
import { ItemTable } from './item-table.js';
import { RoundTable } from './round-table.js';
import { RuleForm } from './rule-form.js';

type Props = {
  activityId: number;
  rounds: GradeRound[];
  current: GradeRound | undefined;
  onPick: (id: number) => void;
};

/**
 * 轮次与评分: the rounds in show order, who the audience is once a round is open to them, then the picked round's
 * scoring items and rule.
 */
export const RoundsTab = ({ activityId, rounds, current, onPick }: Props) => {
  const { t } = useTranslation('grade');
  return (
    <Flex vertical gap={16}>
      <RoundTable activityId={activityId} rounds={rounds} current={current} onPick={onPick} />
      {rounds.some((r) => r.audience_open) ? <AudienceIdentityCard activityId={activityId} /> : null}
      {current ? (
        <>
          {current.score_count > 0 ? (
            <Alert type="warning" showIcon title={t('items.locked', { n: current.score_count })} />
          ) : null}
          <Card title={t('items.title', { round: current.name })}>
            <ItemTable key={current.id} activityId={activityId} round={current} />
          </Card>
          <Card title={t('rule.title', { round: current.name })}>
            <RuleForm key={current.id} round={current} />
          </Card>
        </>
      ) : null}
    </Flex>
  );
};
