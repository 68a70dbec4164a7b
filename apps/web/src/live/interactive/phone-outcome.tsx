import type { GamePhoneSite, SessionMe, SessionSnapshot } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { answerText } from './answer-style.js';

type Props = { snapshot: SessionSnapshot; me: SessionMe; phoneSite: GamePhoneSite };

const RankLine = ({ me, phoneSite }: Omit<Props, 'snapshot'>) => {
  const { t } = useTranslation('liveInteractive');
  const score = me.score.toLocaleString();
  return (
    <div className="ip-rank">
      {phoneSite.show_rank ? t('phone.rankLine', { rank: me.rank, score }) : t('phone.scoreLine', { score })}
    </div>
  );
};

/** After a reveal: right or wrong, the points it earned and the rank it gives ("回答正确 +870 · 第12名"). */
export const PhoneReveal = ({ snapshot, me, phoneSite }: Props) => {
  const { t } = useTranslation('liveInteractive');
  const last = me.last && me.last.step_index === snapshot.step_index ? me.last : null;
  if (!last) {
    return (
      <div className="ip-center">
        <div className="ip-spinner" />
        <p className="ip-sub">{t('phone.revealing')}</p>
      </div>
    );
  }
  const right = last.answered && last.correct;
  const headline = right
    ? phoneSite.show_rank
      ? t('phone.rightLine', { points: last.points, rank: me.rank })
      : t('phone.rightPoints', { points: last.points })
    : last.answered
      ? t('phone.wrong')
      : t('phone.missed');
  const judge = { T: t('phone.judgeT'), F: t('phone.judgeF') };
  return (
    <div className="ip-center">
      <div className={`ip-badge ${right ? 'ip-badge-right' : 'ip-badge-wrong'}`} aria-hidden="true">
        {right ? '✓' : '✗'}
      </div>
      <h1 className="ip-title" role="status">
        {headline}
      </h1>
      {right && me.streak >= 2 && <p className="ip-sub">{t('phone.streak', { n: me.streak })}</p>}
      {phoneSite.show_answer && snapshot.reveal && snapshot.step && (
        <div className="ip-answer-chip">
          {t('phone.rightAnswer', { answer: answerText(snapshot.step, snapshot.reveal.answer, judge) })}
        </div>
      )}
      <RankLine me={me} phoneSite={phoneSite} />
    </div>
  );
};

export const PhoneLeaderboard = ({ me, phoneSite }: Omit<Props, 'snapshot'>) => {
  const { t } = useTranslation('liveInteractive');
  return (
    <div className="ip-center">
      <p className="ip-sub">{t('phone.leaderboard')}</p>
      <RankLine me={me} phoneSite={phoneSite} />
    </div>
  );
};

/** The end: the final rank, big. */
export const PhoneFinal = ({ me, phoneSite }: Omit<Props, 'snapshot'>) => {
  const { t } = useTranslation('liveInteractive');
  return (
    <div className="ip-center">
      <h1 className="ip-title">{t('phone.finalTitle')}</h1>
      {phoneSite.show_rank && (
        <>
          <p className="ip-sub">{t('phone.finalRank')}</p>
          <div className="ip-big">{t('phone.rankN', { rank: me.rank })}</div>
        </>
      )}
      <div className="ip-rank">{t('phone.points', { score: me.score.toLocaleString() })}</div>
      <p className="ip-sub">{t('phone.thanks')}</p>
    </div>
  );
};
