import { Button, Flex, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../kit/live-frame.js';
import type { VoteContext } from './vote-view.js';

/** The banner picture, or the vote's title on a festive gradient of its theme colour. */
const Banner = ({ vote }: { vote: VoteContext }) => {
  const { banner, theme_color } = vote.home.settings;
  if (banner) return <img src={banner} alt={vote.title} style={{ width: '100%', display: 'block' }} />;
  return (
    <Flex
      align="center"
      justify="center"
      style={{
        minHeight: 150,
        padding: 24,
        background: `linear-gradient(160deg, ${theme_color}, #ffb347)`,
        color: '#fff',
        textAlign: 'center',
      }}
    >
      <Typography.Title level={2} style={{ color: '#fff', margin: 0, textShadow: '0 2px 6px #0003' }}>
        {vote.title}
      </Typography.Title>
    </Flex>
  );
};

const Rules = ({ rules }: { rules: string }) => {
  const { t } = useTranslation('liveVote');
  const [open, setOpen] = useState(false);
  return (
    <Panel>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('rules')}</Typography.Text>
        <Button type="link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('hideRules') : t('showRules')}
        </Button>
      </Flex>
      <Typography.Paragraph
        type="secondary"
        ellipsis={open ? false : { rows: 2 }}
        style={{ whiteSpace: 'pre-wrap', margin: 0 }}
      >
        {rules}
      </Typography.Paragraph>
    </Panel>
  );
};

/** What the voter may still cast: today's votes (or 不限) and, when the vote caps them, the votes left in all. */
export const Standing = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const { today_left, total_left } = vote.home.mine;
  return (
    <Flex justify="center" gap={16} role="status" style={{ color: vote.home.settings.theme_color, fontWeight: 600 }}>
      <span>{today_left === null ? t('todayUnlimited') : t('todayLeft', { n: today_left })}</span>
      {total_left !== null && <span>{t('totalLeft', { n: total_left })}</span>}
    </Flex>
  );
};

/** The top of the vote page: banner, title, totals, rules and the voter's standing. */
export const VoteHero = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const { totals, settings } = vote.home;
  return (
    <>
      <Banner vote={vote} />
      {settings.banner && (
        <Typography.Title level={4} style={{ margin: '12px 12px 0', textAlign: 'center' }}>
          {vote.title}
        </Typography.Title>
      )}
      <Panel>
        <Flex justify="space-around" style={{ textAlign: 'center' }}>
          <Statistic title={t('candidates')} value={totals.candidates} />
          {settings.show_votes && <Statistic title={t('votes')} value={totals.votes} />}
          <Statistic title={t('voters')} value={totals.voters} />
        </Flex>
        <div style={{ marginTop: 12 }}>
          <Standing vote={vote} />
        </div>
      </Panel>
      {settings.rules && <Rules rules={settings.rules} />}
    </>
  );
};
