import { type GamePointsMode, gameLimits, pointsFor } from '@app/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { mode: GamePointsMode; base: number; seconds: number };

/** How a right answer scores under the chosen mode, with the contract's formula and one worked example. */
export const PointsHelp = ({ mode, base, seconds }: Props) => {
  const { t } = useTranslation('game', { keyPrefix: 'round' });
  if (mode === 'fixed') return <Typography.Text type="secondary">{t('fixedFormula', { base })}</Typography.Text>;
  const at = Math.max(1, Math.round(seconds / 4));
  const example = pointsFor({
    correct: true,
    mode,
    base,
    seconds,
    elapsedMs: at * 1000,
    streakBonus: false,
    streak: 1,
  });
  return (
    <Typography.Text type="secondary">
      {t('speedFormula', { base, half: Math.round(base / 2) })}
      <br />
      {t('speedExample', { seconds, t: at, points: example })}
    </Typography.Text>
  );
};

/** What the streak bonus adds, as the contract counts it. */
export const StreakHelp = () => {
  const { t } = useTranslation('game', { keyPrefix: 'round' });
  const { streakStep: step, streakSteps } = gameLimits;
  return <Typography.Text type="secondary">{t('streakHelp', { step, max: step * streakSteps })}</Typography.Text>;
};
