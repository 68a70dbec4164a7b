import { CheckOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PkLevelState } from './pk-hooks.js';

type Props = {
  levels: PkLevelState[];
  color: string;
  /** The level being started, whose button spins. */
  starting: number | null;
  canStart: boolean;
  onStart: (level: PkLevelState) => void;
};

const node = (filled: boolean, color: string): CSSProperties => ({
  width: 36,
  height: 36,
  borderRadius: '50%',
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  color: filled ? '#fff' : '#999',
  background: filled ? color : '#eee',
  border: `2px solid ${filled ? color : '#ddd'}`,
});

const NodeMark = ({ level, n }: { level: PkLevelState; n: number }) =>
  level.state === 'won' ? <CheckOutlined /> : level.state === 'locked' ? <LockOutlined /> : n;

/** The levels top to bottom as a path: each node won (✓), open (挑战) or locked (🔒), joined by a line. */
export const PkLevelPath = ({ levels, color, starting, canStart, onStart }: Props) => {
  const { t } = useTranslation('live');
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {levels.map((level, i) => (
        <li key={level.id} style={{ display: 'flex', gap: 12, opacity: level.state === 'locked' ? 0.55 : 1 }}>
          <Flex vertical align="center">
            <span style={node(level.state !== 'locked', color)}>
              <NodeMark level={level} n={i + 1} />
            </span>
            {i + 1 < levels.length && <span style={{ flex: 1, width: 2, minHeight: 24, background: '#ddd' }} />}
          </Flex>
          <Flex justify="space-between" align="flex-start" gap={8} style={{ flex: 1, paddingBottom: 18 }}>
            <Flex vertical gap={2}>
              <Typography.Text strong>{t('levelTitle', { n: i + 1, title: level.name })}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t('pk.levelRule', { count: level.question_count, win: level.win_correct })}
                {level.time_limit > 0 && ` · ${t('pk.timeLimit', { n: level.time_limit })}`}
              </Typography.Text>
              {level.best_correct !== null && (
                <Typography.Text style={{ fontSize: 13 }}>
                  {t('pk.bestCorrect', { n: level.best_correct })}
                </Typography.Text>
              )}
            </Flex>
            {level.state === 'open' ? (
              <Button
                type="primary"
                disabled={!canStart}
                loading={starting === level.id}
                onClick={() => onStart(level)}
              >
                {t('pk.challenge')}
              </Button>
            ) : (
              <Typography.Text type="secondary">
                {level.state === 'won' ? t('pk.won') : t('levelLocked')}
              </Typography.Text>
            )}
          </Flex>
        </li>
      ))}
    </ol>
  );
};
