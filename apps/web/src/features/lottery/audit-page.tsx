import './messages.js';
import { lotteryContract } from '@app/contract/lottery';
import { Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityPage } from '../../components/activity-page.js';
import { ExportButton } from '../../components/export-button.js';
import { usePagedList } from '../../components/paged-list.js';
import { AuditDraw } from './audit-draw.js';

const ruleSteps = ['open', 'spin', 'pick', 'reveal'] as const;

/**
 * /LargeScreenLottery/audit?activity_id=: every draw of the lottery with what recomputes it, the rule it follows,
 * and the export of the whole record.
 */
export const AuditPage = () => <ActivityPage>{(activityId) => <Audit activityId={activityId} />}</ActivityPage>;

const Audit = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'audit' });
  const list = usePagedList(lotteryContract.audit, { activity_id: activityId });
  const draws = list.data?.list;
  return (
    <Flex vertical gap={16}>
      <Card
        title={t('ruleTitle')}
        extra={
          <ExportButton activityId={activityId} type="lottery_audit">
            {t('export')}
          </ExportButton>
        }
      >
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {ruleSteps.map((step) => (
            <li key={step}>
              <Typography.Text>{t(`rule.${step}`, { id: activityId })}</Typography.Text>
            </li>
          ))}
        </ol>
      </Card>
      {!draws ? <Skeleton active /> : null}
      {draws && draws.length === 0 ? <Empty description={t('empty')} /> : null}
      {draws?.map((draw) => (
        <AuditDraw key={draw.draw_id} draw={draw} />
      ))}
      {draws?.length ? <Pagination align="end" {...list.table.pagination} /> : null}
    </Flex>
  );
};
