import { envelopeCode } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import { type CSSProperties, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { useQueryParams } from '../../app/page-address.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import { VoteScreenQr } from './join-qr.js';
import { VoteScreenRanking } from './ranking-board.js';
import { useLiveRanking } from './use-live-ranking.js';
import './screen-messages.js';

/** Read again at least this often, whatever the socket says (it may have missed something). */
export const screenRefetchMs = 30_000;

const frame: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: '2.5vh 3vw',
  color: '#fff',
  background: 'radial-gradient(ellipse at 50% 0%, #c0162b 0%, #6d0a1c 45%, #1c0309 100%)',
  fontFamily: '"PingFang SC","Microsoft YaHei",sans-serif',
  overflow: 'hidden',
};

const numberParam = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

const Total = ({ label, value }: { label: string; value: number }) => (
  <div style={{ textAlign: 'center' }}>
    <div style={{ fontSize: '2.6vw', fontWeight: 800, color: '#ffe27a' }}>{value.toLocaleString()}</div>
    <div style={{ fontSize: '1vw', opacity: 0.8 }}>{label}</div>
  </div>
);

/** The organiser's login is missing or over: the screen sends them to the back-office's login page. */
const loggedOut = (error: unknown) =>
  error instanceof ApiError && (error.code === envelopeCode.notLoggedIn || error.code === envelopeCode.loginPopup);

/**
 * /activity/voteScreen?activity_id=&top=&category_id=: the live ranking for a hall's big screen. It loads from the
 * live entry; the organiser's login travels with its reads, and a screen opened without one goes to the login.
 */
export const VoteScreenPage = () => {
  const { t } = useTranslation('voteScreen');
  const [params] = useQueryParams();
  const activityId = numberParam(params.get('activity_id'), 0, 2_147_483_647);
  const top = numberParam(params.get('top'), 10, 100);
  const categoryId = numberParam(params.get('category_id'), 0, 2_147_483_647);
  const input = { activity_id: activityId, top, category_id: categoryId || ('' as const) };
  const query = useLiveQuery(voteContract.screen, input, {
    enabled: activityId > 0,
    refetchInterval: screenRefetchMs,
    silent: true,
    asOrganiser: true,
  });
  const { shown, connected } = useLiveRanking(activityId, query, top);
  const mustLogIn = loggedOut(query.error);
  useEffect(() => {
    if (mustLogIn) window.location.assign('/login');
  }, [mustLogIn]);

  if (activityId === 0) return <main style={frame}>{t('noActivity')}</main>;
  const link = shown ? `${window.location.origin}/h5/${shown.code}` : '';
  return (
    <main style={frame}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '3vw', marginBottom: '2vh' }}>
        <h1 style={{ flex: 1, margin: 0, fontSize: '3vw', color: '#ffe27a', textShadow: '0 0.3vw 1vw #000' }}>
          {shown?.title ?? ''}
        </h1>
        {shown && <Total label={t('candidates')} value={shown.totals.candidates} />}
        {shown && <Total label={t('votes')} value={shown.totals.votes} />}
        {shown && <Total label={t('voters')} value={shown.totals.voters} />}
        <output
          aria-live="polite"
          style={{ display: 'flex', alignItems: 'center', gap: '0.4vw', fontSize: '1vw', opacity: 0.85 }}
        >
          <span
            style={{
              width: '0.7vw',
              height: '0.7vw',
              borderRadius: '50%',
              background: connected ? '#3ee07a' : '#999',
              boxShadow: connected ? '0 0 0.6vw #3ee07a' : 'none',
            }}
          />
          {connected ? t('live') : t('offline')}
        </output>
      </header>
      <section style={{ flex: 1, minHeight: 0, paddingRight: '14vw', overflowY: 'auto' }}>
        {query.isError && !shown && <p>{t('failed')}</p>}
        {shown && shown.ranking.length === 0 && <p style={{ fontSize: '2vw' }}>{t('empty')}</p>}
        {shown && <VoteScreenRanking ranking={shown.ranking} rows={top} />}
      </section>
      {link && (
        <aside style={{ position: 'absolute', right: '2vw', bottom: '3vh' }}>
          <VoteScreenQr url={link} label={t('scan')} size="10vw" />
        </aside>
      )}
    </main>
  );
};
