import type { LotteryStage } from '@app/contract';
import { useTranslation } from 'react-i18next';

const Line = ({ label, value }: { label: string; value: string }) => (
  <p>
    <b>{label}</b> <code>{value}</code>
  </p>
);

/**
 * The draw's proof, small at the bottom: the commitment from the moment a tier opens, the pool hash from the
 * spin, the seed once the winners show. Anyone can photograph it and check the draw (docs/lottery-verification.md).
 */
export const ScreenProof = ({ stage }: { stage: LotteryStage }) => {
  const { t } = useTranslation('lotteryLive');
  if (!stage.commitment) return null;
  return (
    <section className="ls-proof" aria-label={t('screen.proof')}>
      <Line label={t('screen.commitment', { id: stage.draw_id })} value={stage.commitment} />
      {stage.pool_hash && <Line label={t('screen.poolHash', { n: stage.pool_size })} value={stage.pool_hash} />}
      {stage.seed && <Line label={t('screen.seed')} value={stage.seed} />}
    </section>
  );
};
