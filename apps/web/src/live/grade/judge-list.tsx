import type { GradeJudgePage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Panel } from '../kit/live-frame.js';
import { ContestantPhoto } from './contestant-photo.js';
import { judgeState, stageOrder } from './judge-view.js';
import './grade-messages.js';
import './grade-phone.css';

const tagTone = { scored: 'ph-tag-green', abstained: '', waiting: 'ph-tag-blue', unlocked: 'ph-tag-red' };

type Props = { page: GradeJudgePage; onOpen: (contestantId: number) => void };

/** The judge's home: who they are, the round, its notice, and its contestants in stage order with where each stands. */
export const JudgeList = ({ page, onOpen }: Props) => {
  const { t } = useTranslation('liveGrade');
  const contestants = stageOrder(page.contestants);
  const done = contestants.filter((c) => judgeState(c) === 'scored' || judgeState(c) === 'abstained').length;
  const judge = page.judge.title ? `${page.judge.name}（${page.judge.title}）` : page.judge.name;
  return (
    <>
      <Panel>
        <div className="ph-stack">
          <h1 className="ph-title">{page.page.title || page.activity.title}</h1>
          <p className="gd-round">{page.round.name}</p>
          <div className="ph-between">
            <span>{t('judge.who', { name: judge })}</span>
            <span className="ph-muted">{t('judge.progress', { n: done, m: contestants.length })}</span>
          </div>
        </div>
      </Panel>
      {page.page.notice && (
        <Panel>
          <h2 className="ph-subtitle">{t('judge.notice')}</h2>
          <p className="ph-text">{page.page.notice}</p>
        </Panel>
      )}
      <Panel>
        <h2 className="ph-subtitle">{t('judge.contestants')}</h2>
        {contestants.length === 0 ? (
          <p className="ph-empty">{t('judge.noContestants')}</p>
        ) : (
          <ul className="ph-list">
            {contestants.map((c) => {
              const state = judgeState(c);
              return (
                <li key={c.id}>
                  <button type="button" className="gd-row" onClick={() => onOpen(c.id)}>
                    <ContestantPhoto name={c.name} photo={c.photo} />
                    <span className="gd-row-name">
                      <strong>{c.name}</strong>
                      {c.group_name && <span className="ph-muted">{c.group_name}</span>}
                    </span>
                    <span className="gd-row-state">
                      <span className={`ph-tag ${tagTone[state]}`.trim()}>{t(`judge.state.${state}`)}</span>
                      {state === 'scored' && c.mine && (
                        <span className="gd-total">{t('points', { n: c.mine.total })}</span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </>
  );
};
