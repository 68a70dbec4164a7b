import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../kit/live-frame.js';
import { PhoneFigures } from '../kit/phone-figures.js';
import type { VoteContext } from './vote-view.js';
import './vote-phone.css';

/** The banner picture, or the vote's title on a festive gradient of its theme colour. */
const Banner = ({ vote }: { vote: VoteContext }) => {
  const { banner, theme_color } = vote.home.settings;
  if (banner) return <img className="vt-banner-img" src={banner} alt={vote.title} />;
  return (
    <div className="vt-banner" style={{ background: `linear-gradient(160deg, ${theme_color}, #ffb347)` }}>
      <h1>{vote.title}</h1>
    </div>
  );
};

const Rules = ({ rules }: { rules: string }) => {
  const { t } = useTranslation('liveVote');
  const [open, setOpen] = useState(false);
  return (
    <Panel>
      <div className="vt-rules-head">
        <strong>{t('rules')}</strong>
        <button type="button" className="vt-link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('hideRules') : t('showRules')}
        </button>
      </div>
      <p className={open ? 'vt-rules-text' : 'vt-rules-text vt-rules-text-closed'}>{rules}</p>
    </Panel>
  );
};

/** What the voter may still cast: today's votes (or 不限) and, when the vote caps them, the votes left in all. */
export const Standing = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const { today_left, total_left } = vote.home.mine;
  return (
    <div className="vt-standing" role="status" style={{ color: vote.home.settings.theme_color }}>
      <span>{today_left === null ? t('todayUnlimited') : t('todayLeft', { n: today_left })}</span>
      {total_left !== null && <span>{t('totalLeft', { n: total_left })}</span>}
    </div>
  );
};

/** The top of the vote page: banner, title, totals, rules and the voter's standing. */
export const VoteHero = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const { totals, settings } = vote.home;
  const figures = [
    { label: t('candidates'), value: totals.candidates },
    ...(settings.show_votes ? [{ label: t('votes'), value: totals.votes }] : []),
    { label: t('voters'), value: totals.voters },
  ];
  return (
    <>
      <Banner vote={vote} />
      {settings.banner && <h1 className="vt-title">{vote.title}</h1>}
      <Panel>
        <PhoneFigures figures={figures} />
        <Standing vote={vote} />
      </Panel>
      {settings.rules && <Rules rules={settings.rules} />}
    </>
  );
};
