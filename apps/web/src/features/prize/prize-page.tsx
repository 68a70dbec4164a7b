import type { PrizeGoods, PrizeTurn } from '@app/contract';
import { Button, Empty, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityPage } from '../../components/activity-page.js';
import { AnswerCodeCard } from './answer-code-card.js';
import { useTurns } from './api.js';
import { GoodsFormModal } from './goods-form-modal.js';
import { RedeemBox } from './redeem-box.js';
import { TurnCard } from './turn-card.js';
import { TurnFormModal } from './turn-form-modal.js';

type Editing =
  | { what: 'turn'; turn: PrizeTurn | 'new' }
  | { what: 'goods'; turnId: number; goods: PrizeGoods | 'new' }
  | null;

/** /activity/prize?activity_id=: the activity's prize turns and their goods, redeeming codes, and answer codes. */
export const PrizePage = () => <ActivityPage>{(activityId) => <Prizes activityId={activityId} />}</ActivityPage>;

const Prizes = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('prize');
  const turns = useTurns(activityId);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <>
      <Flex justify="flex-end">
        <Button type="primary" onClick={() => setEditing({ what: 'turn', turn: 'new' })}>
          {t('addTurn')}
        </Button>
      </Flex>
      {turns.isPending ? <Spin /> : null}
      {turns.data?.length === 0 ? <Empty description={t('noTurns')} /> : null}
      {turns.data?.map((turn) => (
        <TurnCard
          key={turn.id}
          turn={turn}
          onEdit={() => setEditing({ what: 'turn', turn })}
          onEditGoods={(goods) => setEditing({ what: 'goods', turnId: turn.id, goods })}
        />
      ))}
      <RedeemBox />
      <AnswerCodeCard activityId={activityId} />
      {editing?.what === 'turn' ? (
        <TurnFormModal activityId={activityId} editing={editing.turn} onClose={close} />
      ) : null}
      {editing?.what === 'goods' ? (
        <GoodsFormModal turnId={editing.turnId} editing={editing.goods} onClose={close} />
      ) : null}
    </>
  );
};
