import type { GradeRound } from '@app/contract/grade-schemas';
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFields } from './api.js';
import { ContestantTable } from './contestant-table.js';
import { FieldEditor } from './field-editor.js';
import { GroupTable } from './group-table.js';
import { StageOrder } from './stage-order.js';

type Props = { activityId: number; rounds: GradeRound[]; current: GradeRound | undefined };

/** 选手: their columns and groups, the contestants themselves (added or imported), and the picked round's stage order. */
export const ContestantsTab = ({ activityId, rounds, current }: Props) => {
  const { t } = useTranslation('grade');
  const fields = useFields(activityId);
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('fields.title')}>
            {fields.data ? <FieldEditor activityId={activityId} fields={fields.data} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('groups.title')}>
            <GroupTable activityId={activityId} />
          </Card>
        </Col>
      </Row>
      <Card title={t('contestants.title')}>
        <ContestantTable activityId={activityId} rounds={rounds} current={current} fields={fields.data ?? []} />
      </Card>
      {current ? (
        <Card title={t('order.title', { round: current.name })}>
          <StageOrder key={current.id} activityId={activityId} round={current} />
        </Card>
      ) : null}
    </Flex>
  );
};
