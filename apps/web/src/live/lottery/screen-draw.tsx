import type { LotteryLook, LotteryStage, LotteryWallPerson } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { drawSlots } from './draw-slots.js';
import { nameWallSlots, ScreenNameWall } from './screen-name-wall.js';
import { ScreenSphere, sphereSlots } from './screen-sphere.js';
import { ScreenWinners } from './screen-winners.js';

type Tier = { name: string; prize_title: string; prize_image: string };
type Props = {
  stage: LotteryStage;
  tier: Tier | undefined;
  animation: LotteryLook['animation'];
  people: LotteryWallPerson[];
  photos: boolean;
  pageSize: number;
};

/**
 * A tier's draw: the sphere (or wall) of names turning while the tier waits, racing while it spins, and stepping
 * back behind the winners' page once they are shown.
 */
export const ScreenDraw = ({ stage, tier, animation, people, photos, pageSize }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const mode = stage.phase === 'spinning' ? 'spinning' : stage.phase === 'result' ? 'settled' : 'idle';
  const name = tier?.name ?? '';
  const prize = tier?.prize_title ?? '';
  const shown = stage.winners.slice((stage.page - 1) * pageSize, stage.page * pageSize);
  return (
    <div className="ls-draw">
      {animation === 'sphere' ? (
        <ScreenSphere slots={drawSlots(people, sphereSlots, photos)} mode={mode} />
      ) : (
        <ScreenNameWall slots={drawSlots(people, nameWallSlots, photos)} mode={mode} />
      )}
      {mode === 'settled' ? (
        <ScreenWinners
          tierName={name}
          prizeTitle={prize}
          winners={shown}
          page={stage.page}
          pageCount={stage.page_count}
        />
      ) : (
        <div className="ls-tier">
          {tier?.prize_image && <img className="ls-tier-image" src={tier.prize_image} alt="" />}
          <h2>{name}</h2>
          {prize && <div className="ls-prize">{prize}</div>}
          <div className="ls-tier-count">
            {stage.redraw_of ? t('screen.redrawCount', { n: stage.count }) : t('screen.drawCount', { n: stage.count })}
          </div>
          {mode === 'spinning' && <div className="ls-rolling">{t('screen.spinning')}</div>}
        </div>
      )}
    </div>
  );
};
