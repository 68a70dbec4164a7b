import { CheckCircleFilled, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { prizeContract } from '@app/contract/prize';
import { quizContract } from '@app/contract/quiz';
import { Button, Flex, List, Spin, Statistic, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { RedPacketOffer } from '../hb/red-packet-offer.js';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { offersPk, usePkHome } from '../pk/pk-hooks.js';
import { MoreOffer, VideoEntry } from '../theme/theme-entries.js';
import { useStartQuiz } from '../theme/theme-hooks.js';

type Props = { live: LiveSession; onTicketLost: () => void };
type Levels = { title: string; passed: boolean }[];

const LevelList = ({ levels, open }: { levels: Levels; open: number }) => {
  const { t } = useTranslation('live');
  return (
    <Panel>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('levels')}
      </Typography.Title>
      <List
        dataSource={levels}
        renderItem={(level, i) => {
          const locked = i + 1 > open;
          const icon = level.passed ? <CheckCircleFilled /> : locked ? <LockOutlined /> : <UnlockOutlined />;
          const state = level.passed ? t('levelPassed') : locked ? t('levelLocked') : t('levelOpen');
          return (
            <List.Item
              extra={
                <Flex gap={4}>
                  {icon}
                  <Typography.Text type="secondary">{state}</Typography.Text>
                </Flex>
              }
              style={{ opacity: locked ? 0.5 : 1 }}
            >
              {t('levelTitle', { n: i + 1, title: level.title })}
            </List.Item>
          );
        }}
      />
    </Panel>
  );
};

/** After joining: where the participant stands, and the ways on (answer, PK, ranking, prizes, draw). */
export const HomeScreen = ({ live, onTicketLost }: Props) => {
  const { t } = useTranslation('live');
  const { ticket, settings, go } = live;
  const state = useLiveQuery(quizContract.h5State, { ticket });
  const turns = useLiveQuery(prizeContract.h5Turns, { ticket });
  const start = useStartQuiz(live);
  const pk = usePkHome(ticket, { enabled: offersPk(live.info) });

  const lost = state.error instanceof ApiError && state.error.errorName === 'H5_TICKET_INVALID';
  useEffect(() => {
    if (lost) onTicketLost();
  }, [lost, onTicketLost]);

  if (!state.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const s = state.data;
  const noneLeft = s.attempts_left === 0 && s.open_attempt_id === null;
  return (
    <>
      <ScreenBar title={live.info.title} />
      <Panel>
        <Flex justify="space-around">
          <Statistic title={t('attemptsLeft')} value={s.attempts_left ?? t('unlimited')} />
          <Statistic title={t('bestScore')} value={s.best_score ?? '-'} />
        </Flex>
      </Panel>
      {settings.barrier && s.levels.length > 0 && <LevelList levels={s.levels} open={s.open_level} />}
      <VideoEntry live={live} />
      {s.best_score !== null && <RedPacketOffer ticket={ticket} />}
      {s.best_score !== null && <MoreOffer live={live} back={{ name: 'home' }} />}
      <Panel>
        <Flex vertical gap={12}>
          <Button type="primary" size="large" block disabled={noneLeft} loading={start.isPending} onClick={start.run}>
            {s.open_attempt_id === null ? t('startQuiz') : t('resumeQuiz')}
          </Button>
          {noneLeft && <Typography.Text type="secondary">{t('noAttemptsLeft')}</Typography.Text>}
          {pk.data?.config.enabled && (
            <Button size="large" block onClick={() => go({ name: 'pk' })}>
              {t('pk.enter')}
            </Button>
          )}
          {(turns.data?.length ?? 0) > 0 && (
            <Button size="large" block onClick={() => go({ name: 'draw' })}>
              {t('goDraw')}
            </Button>
          )}
          {settings.show_ranking && (
            <Button size="large" block onClick={() => go({ name: 'ranking' })}>
              {t('ranking')}
            </Button>
          )}
          <Button size="large" block onClick={() => go({ name: 'mine' })}>
            {t('myPrizes')}
          </Button>
        </Flex>
      </Panel>
    </>
  );
};
