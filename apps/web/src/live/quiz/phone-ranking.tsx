import type { DataOf } from '@app/contract';
import { quizContract } from '@app/contract/quiz';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { clockText } from '../kit/live-settings.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import './quiz-phone.css';

type Entry = DataOf<typeof quizContract.h5Ranking>['list'][number];

const Row = ({ entry, mine = false }: { entry: Entry; mine?: boolean }) => {
  const { t } = useTranslation('live');
  return (
    <div className="ph-row" style={{ alignItems: 'center', width: '100%', fontWeight: mine ? 600 : undefined }}>
      <span className="qz-rank">{entry.rank}</span>
      <div className="qz-grow">
        <span>{mine ? t('me', { name: entry.name }) : entry.name}</span>
        {entry.unit && <span className="ph-muted">{entry.unit}</span>}
      </div>
      <div className="qz-end">
        <strong>{t('scoreValue', { n: entry.score })}</strong>
        <span className="ph-muted">{clockText(entry.duration_ms)}</span>
      </div>
    </div>
  );
};

/** The best scores (the quicker first at a tie), with the participant's own place below. */
export const RankingScreen = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('live');
  const ranking = useLiveQuery(quizContract.h5Ranking, { ticket: live.ticket });
  const mine = ranking.data?.mine ?? null;
  return (
    <>
      <ScreenBar title={t('ranking')} onBack={() => live.go({ name: 'home' })} />
      <Panel>
        <span className="ph-muted">{t('myRank')}</span>
        {mine ? <Row entry={mine} mine /> : <p className="ph-text">{t('notRanked')}</p>}
      </Panel>
      <Panel>
        {ranking.isPending ? (
          <PhoneSpinner label={t('common:loading')} />
        ) : (ranking.data?.list ?? []).length === 0 ? (
          <p className="ph-empty">{t('noRanking')}</p>
        ) : (
          <ol className="ph-list">
            {(ranking.data?.list ?? []).map((entry) => (
              <li key={`${entry.rank}-${entry.name}-${entry.duration_ms}`}>
                <Row entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
};
