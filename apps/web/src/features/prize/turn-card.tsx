import type { PrizeGoods, PrizeTurn } from '@app/contract';
import { Button, Card, message, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useConfigTurn, useDeleteTurn } from './api.js';
import { GoodsTable } from './goods-table.js';

/** What is left for "谢谢参与": 100% less the goods' chances, counted in hundredths so no float error shows. */
export const remainingPercent = (goods: PrizeGoods[]) =>
  (10_000 - goods.reduce((sum, g) => sum + Math.round(g.probability * 100), 0)) / 100;

type Props = {
  turn: PrizeTurn;
  onEdit: () => void;
  onEditGoods: (goods: PrizeGoods | 'new') => void;
};

/** One prize turn: its rules, on/off, delete, and its goods with the chance of winning nothing. */
export const TurnCard = ({ turn, onEdit, onEditGoods }: Props) => {
  const { t } = useTranslation('prize');
  const config = useConfigTurn();
  const remove = useDeleteTurn();
  const limit = (count: number, key: 'dayLimitText' | 'totalLimitText') => (count ? t(key, { count }) : t('noLimit'));
  const toggle = (on: boolean) => {
    const { id, name, need_pass, day_limit, total_limit } = turn;
    config.mutate({ turn_id: id, name, need_pass, day_limit, total_limit, status: on ? 'on' : 'off' });
  };
  const confirmDelete = () =>
    confirmNotice(t('deleteTurnConfirm', { name: turn.name }), () =>
      remove.mutate({ turn_id: turn.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  return (
    <Card
      title={turn.name}
      extra={
        <Space>
          <Switch
            checked={turn.status === 'on'}
            loading={config.isPending}
            checkedChildren={t('on')}
            unCheckedChildren={t('off')}
            aria-label={t('status')}
            onChange={toggle}
          />
          <Button onClick={onEdit}>{t('edit')}</Button>
          <Button danger onClick={confirmDelete}>
            {t('delete')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag color={turn.need_pass ? 'blue' : 'default'}>{turn.need_pass ? t('needPassShort') : t('anyone')}</Tag>
        <Tag>{t('labelled', { label: t('dayLimit'), value: limit(turn.day_limit, 'dayLimitText') })}</Tag>
        <Tag>{t('labelled', { label: t('totalLimit'), value: limit(turn.total_limit, 'totalLimitText') })}</Tag>
      </Space>
      <GoodsTable turn={turn} onEdit={onEditGoods} />
      <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">{t('remaining', { percent: remainingPercent(turn.goods) })}</Typography.Text>
        <Button type="dashed" onClick={() => onEditGoods('new')}>
          {t('addGoods')}
        </Button>
      </Space>
    </Card>
  );
};
