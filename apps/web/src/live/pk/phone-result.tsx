import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import type { LiveSession } from '../kit/live-screen.js';
import { clockText } from '../kit/live-settings.js';
import { type PkLevelState, type PkResult, usePkStart } from './pk-hooks.js';

type Props = { live: LiveSession; result: PkResult; level: PkLevelState };

const Side = ({ who, correct, color }: { who: string; correct: string; color: string }) => (
  <Flex vertical align="center" gap={4} style={{ flex: 1 }}>
    <Typography.Text type="secondary">{who}</Typography.Text>
    <Typography.Text strong style={{ fontSize: 20, color }}>
      {correct}
    </Typography.Text>
  </Flex>
);

/** How the match ended: won or lost, my right answers against the opponent's, and the way on. */
export const PkResultScreen = ({ live, result, level }: Props) => {
  const { t } = useTranslation('live');
  const { ticket, settings, go } = live;
  const start = usePkStart();
  const back = () => go({ name: 'pk' });
  const nextLevel = result.next_level_id;
  const color = result.won ? settings.theme.color : '#8c8c8c';
  return (
    <>
      <ScreenBar title={level.name} onBack={back} />
      <Panel style={{ textAlign: 'center' }}>
        <div style={{ fontSize: 44, fontWeight: 700, color }}>{result.won ? t('pk.victory') : t('pk.defeat')}</div>
        <Flex align="center" style={{ marginTop: 16 }}>
          <Side
            who={t('pk.me')}
            correct={t('pk.correctOf', { n: result.correct_count })}
            color={settings.theme.color}
          />
          <Typography.Text strong>{t('pk.vs')}</Typography.Text>
          {result.opponent ? (
            <Side
              who={result.opponent.name}
              correct={t('pk.correctOf', { n: result.opponent.correct_count })}
              color="#595959"
            />
          ) : (
            <Side who={t('pk.nobody')} correct={t('pk.needCorrect', { n: level.win_correct })} color="#595959" />
          )}
        </Flex>
        <Flex justify="space-around" style={{ marginTop: 16 }}>
          <Typography.Text>{t('correctCount', { n: result.correct_count, total: result.total })}</Typography.Text>
          <Typography.Text>{t('duration', { text: clockText(result.duration_ms) })}</Typography.Text>
        </Flex>
      </Panel>
      <Panel>
        <Flex vertical gap={12}>
          {nextLevel !== null && (
            <Button
              type="primary"
              size="large"
              block
              loading={start.isPending}
              onClick={() =>
                start.mutate({ ticket, level_id: nextLevel }, { onSuccess: (match) => go({ name: 'pkMatch', match }) })
              }
            >
              {t('pk.nextLevel')}
            </Button>
          )}
          <Button size="large" block onClick={back}>
            {t('pk.backHome')}
          </Button>
        </Flex>
      </Panel>
    </>
  );
};
