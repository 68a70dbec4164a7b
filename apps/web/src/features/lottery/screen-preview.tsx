import {
  displayName,
  type LotteryDrawOptions,
  type LotteryLook,
  type LotterySignin,
  type LotteryStage,
  type LotteryTier,
  type LotteryWallPerson,
} from '@app/contract';
import { Flex, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LotteryScreenLook, ScreenDraw, ScreenWall } from '../../live/lottery/index.js';

type Person = { id: number; name: string; photo_url: string };
type Props = {
  activityId: number;
  title: string;
  link: string;
  look: LotteryLook;
  signin: LotterySignin;
  draw: LotteryDrawOptions;
  tiers: LotteryTier[];
  /** The newest people of the list; sample names stand in while there are none. */
  people: Person[];
  signed: number;
};

/** A tier opened and waiting for its spin: what the hall sees before the draw starts. */
const readyStage = (activityId: number, tier: LotteryTier, signed: number): LotteryStage => ({
  activity_id: activityId,
  version: 0,
  phase: 'ready',
  tier_id: tier.id,
  draw_id: null,
  redraw_of: null,
  count: Math.min(tier.per_spin, tier.count),
  commitment: '',
  pool_size: 0,
  pool_hash: '',
  seed: '',
  winners: [],
  page: 1,
  page_count: 1,
  barrage_on: false,
  signed_count: signed,
  server_time: '',
});

/**
 * The big screen as the hall will see it, scaled down into a 16:9 box: the screen's own pieces (look, sign-in wall,
 * draw) drawn from the settings as they are being edited, with names masked when the draw rules say so.
 */
export const ScreenPreview = ({ activityId, title, link, look, signin, draw, tiers, people, signed }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'preview' });
  const [view, setView] = useState<'wall' | 'draw'>('wall');
  const [tierId, setTierId] = useState<number | null>(null);
  const tier = tiers.find((x) => x.id === tierId) ?? tiers[0];
  const shown: LotteryWallPerson[] = (
    people.length
      ? people
      : t('sampleNames')
          .split('|')
          .map((name, i) => ({ id: -1 - i, name, photo_url: '' }))
  ).map((p) => ({
    id: p.id,
    name: displayName(p.name, draw.masked_display),
    photo: signin.show_photos ? p.photo_url : '',
  }));

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Segmented
          value={view}
          onChange={(v) => setView(v as 'wall' | 'draw')}
          options={[
            { value: 'wall', label: t('wall') },
            { value: 'draw', label: t('draw') },
          ]}
        />
        {view === 'draw' && tier ? (
          <Select
            size="small"
            style={{ minWidth: 140 }}
            value={tier.id}
            onChange={setTierId}
            options={tiers.map((x) => ({ value: x.id, label: x.name }))}
          />
        ) : null}
      </Flex>
      <figure
        aria-label={t('label')}
        style={{ margin: 0, width: '100%', aspectRatio: '16 / 9', borderRadius: 8, overflow: 'hidden' }}
      >
        <LotteryScreenLook look={look} fallbackTitle={title}>
          {view === 'wall' ? (
            <ScreenWall
              url={`${window.location.origin}${link}`}
              title={signin.wall_title}
              open={signin.open}
              signed={signed}
              people={shown}
            />
          ) : tier ? (
            <ScreenDraw
              stage={readyStage(activityId, tier, signed)}
              tier={tier}
              animation={look.animation}
              people={shown}
              photos={signin.show_photos}
              pageSize={draw.page_size}
            />
          ) : (
            <Flex flex={1} align="center" justify="center" style={{ fontSize: '2cqw' }}>
              {t('noTier')}
            </Flex>
          )}
        </LotteryScreenLook>
      </figure>
    </Flex>
  );
};
