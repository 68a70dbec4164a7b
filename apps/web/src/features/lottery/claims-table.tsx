import type { LotteryClaim } from '@app/contract';
import { Button, message, Table, type TableColumnsType, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useRedeem } from './api.js';

type Props = { activityId: number; table: TableProps<LotteryClaim> };

/** The winners with their prize, their claim form and whether the prize was handed over (核销, once). */
export const ClaimsTable = ({ activityId, table }: Props) => {
  const { t } = useTranslation('lottery');
  const redeem = useRedeem();
  const ask = (c: LotteryClaim) =>
    confirmNotice(t('claims.redeemConfirm', { name: c.name, prize: c.prize_title || c.tier_name }), () =>
      redeem.mutate(
        { activity_id: activityId, winner_id: c.winner_id },
        { onSuccess: () => void message.success(t('claims.done'), toastSeconds) },
      ),
    );
  const columns: TableColumnsType<LotteryClaim> = [
    { title: t('claims.tier'), dataIndex: 'tier_name' },
    { title: t('claims.prize'), dataIndex: 'prize_title' },
    {
      title: t('claims.winner'),
      key: 'winner',
      render: (_, c) => [c.name, c.phone, c.department].filter(Boolean).join(' · '),
    },
    {
      title: t('claims.claim'),
      dataIndex: 'claim',
      render: (claim: LotteryClaim['claim']) =>
        claim ? (
          `${claim.name} · ${claim.phone} · ${claim.address}`
        ) : (
          <Typography.Text type="secondary">{t('claims.noClaim')}</Typography.Text>
        ),
    },
    {
      title: t('claims.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: LotteryClaim['status']) => (
        <Tag color={status === 'confirmed' ? 'green' : 'gold'}>{t(`winnerStatus.${status}`)}</Tag>
      ),
    },
    { title: t('claims.wonAt'), dataIndex: 'won_at', width: 150, render: (at: string) => dateText(at, true) },
    {
      title: t('claims.redeemed'),
      key: 'redeem',
      width: 170,
      render: (_, c) =>
        c.redeemed_at ? (
          <Typography.Text type="success">
            {t('claims.redeemedAt', { time: dateText(c.redeemed_at, true) })}
          </Typography.Text>
        ) : (
          <Button size="small" type="primary" ghost onClick={() => ask(c)}>
            {t('claims.redeem')}
          </Button>
        ),
    },
  ];
  return (
    <Table<LotteryClaim>
      {...table}
      rowKey="winner_id"
      columns={columns}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('claims.empty') }}
    />
  );
};
