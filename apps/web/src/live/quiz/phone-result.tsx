import type { AttemptResult } from '@app/contract';
import { prizeContract } from '@app/contract/prize';
import { quizContract } from '@app/contract/quiz';
import { Button, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RedPacketOffer } from '../hb/red-packet-offer.js';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveMutation, useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { clockText } from '../kit/live-settings.js';
import { AnswerFeedback, answerText } from '../kit/question-card.js';
import { MoreOffer } from '../theme/theme-entries.js';

type Review = NonNullable<AttemptResult['review']>;

const ReviewList = ({ review }: { review: Review }) => {
  const { t } = useTranslation('live');
  return (
    <Panel>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('review')}
      </Typography.Title>
      <List
        dataSource={review}
        rowKey="index"
        renderItem={(item, i) => (
          <List.Item>
            <Flex vertical gap={6} style={{ width: '100%' }}>
              <Typography.Text strong style={{ whiteSpace: 'pre-wrap' }}>{`${i + 1}. ${item.stem}`}</Typography.Text>
              <Typography.Text>{t('yourAnswer', { text: answerText(t, item.given) || t('noAnswer') })}</Typography.Text>
              {item.key_points && (
                <Typography.Text strong>
                  {t('keyPoints', { ...item.key_points, score: item.score, full: item.full_score })}
                </Typography.Text>
              )}
              <AnswerFeedback feedback={item} />
            </Flex>
          </List.Item>
        )}
      />
    </Panel>
  );
};

/** The attempt's outcome and what comes next: the next level, a draw, the ranking. */
export const ResultScreen = ({ live, result }: { live: LiveSession; result: AttemptResult }) => {
  const { t } = useTranslation('live');
  const { ticket, settings, go } = live;
  const turns = useLiveQuery(prizeContract.h5Turns, { ticket });
  const start = useLiveMutation(quizContract.h5Start, { stale: [quizContract.h5State] });
  const canDraw = turns.data?.some((turn) => turn.can_draw) ?? false;
  return (
    <>
      <ScreenBar title={t('resultTitle')} onBack={() => go({ name: 'home' })} />
      <Panel style={{ textAlign: 'center' }}>
        <Typography.Text type="secondary">{t('yourScore')}</Typography.Text>
        <div style={{ fontSize: 44, fontWeight: 700, color: settings.theme.color }}>
          {result.score}
          <span style={{ fontSize: 18, color: '#999' }}>{` / ${result.full_score}`}</span>
        </div>
        <Tag color={result.passed ? 'success' : 'default'} style={{ fontSize: 15, padding: '2px 12px' }}>
          {result.passed ? t('passed') : t('notPassed')}
        </Tag>
        <Flex justify="space-around" style={{ marginTop: 16 }}>
          <Typography.Text>{t('correctCount', { n: result.correct_count, total: result.total })}</Typography.Text>
          <Typography.Text>{t('duration', { text: clockText(result.duration_ms) })}</Typography.Text>
        </Flex>
      </Panel>
      <RedPacketOffer ticket={ticket} />
      <MoreOffer live={live} back={{ name: 'result', result }} />
      <Panel>
        <Flex vertical gap={12}>
          {settings.barrier && result.next_level !== null && (
            <Button
              type="primary"
              size="large"
              block
              loading={start.isPending}
              onClick={() => start.mutate({ ticket }, { onSuccess: (attempt) => go({ name: 'quiz', attempt }) })}
            >
              {t('nextLevel', { n: result.next_level })}
            </Button>
          )}
          {canDraw && (
            <Button type="primary" size="large" block onClick={() => go({ name: 'draw' })}>
              {t('goDraw')}
            </Button>
          )}
          {settings.show_ranking && (
            <Button size="large" block onClick={() => go({ name: 'ranking' })}>
              {t('ranking')}
            </Button>
          )}
          <Button size="large" block onClick={() => go({ name: 'home' })}>
            {t('backHome')}
          </Button>
        </Flex>
      </Panel>
      {result.review && result.review.length > 0 && <ReviewList review={result.review} />}
    </>
  );
};
