import { prizeContract } from '@app/contract/prize';
import { Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';

/** What the participant has won, each with its redemption code and whether it was handed over. */
export const MineScreen = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('live');
  const mine = useLiveQuery(prizeContract.h5Mine, { ticket: live.ticket });
  return (
    <>
      <ScreenBar title={t('myPrizes')} onBack={() => live.go({ name: 'home' })} />
      <Panel>
        <List
          loading={mine.isPending}
          dataSource={mine.data ?? []}
          rowKey="code"
          locale={{ emptyText: t('noWins') }}
          renderItem={(win) => (
            <List.Item
              extra={
                <Tag color={win.redeemed ? 'default' : 'success'}>
                  {win.redeemed ? t('redeemed') : t('notRedeemed')}
                </Tag>
              }
            >
              <Flex vertical gap={4}>
                <Typography.Text strong>{win.goods_name}</Typography.Text>
                <Typography.Text type="secondary">{`${win.turn_name} · ${dateText(win.won_at, true)}`}</Typography.Text>
                <Typography.Text style={{ fontSize: 20, fontFamily: 'monospace', letterSpacing: 2 }}>
                  {t('codeLine', { code: win.code })}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Panel>
    </>
  );
};
