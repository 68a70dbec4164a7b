import type { GradeJudgePage } from '@app/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneResult } from '../kit/phone-result.js';
import { judgeDraft } from './judge-draft.js';
import type { JudgeContestant } from './judge-view.js';
import './grade-messages.js';
import './grade-phone.css';

type Props = { page: GradeJudgePage; contestant: JudgeContestant & { mine: NonNullable<JudgeContestant['mine']> } };

/** A submitted score as it stands, read-only: the items given, the total and the comment, or the abstention. */
export const LockedScore = ({ page, contestant }: Props) => {
  const { t } = useTranslation('liveGrade');
  const { mine } = contestant;
  const judgeId = page.judge.id;
  // What was typed before is spent once the server holds a score (here, or from the same link on another phone).
  useEffect(() => judgeDraft.clear(judgeId, contestant.id), [judgeId, contestant.id]);
  const scoreOf = new Map(mine.items.map((i) => [i.item_id, i.score]));
  return (
    <section className="ph-panel">
      <PhoneResult
        tone={mine.abstained ? 'info' : 'success'}
        title={mine.abstained ? t('sheet.abstained') : t('sheet.submitted')}
        sub={t('sheet.lockedHint')}
      />
      {!mine.abstained && (
        <>
          <h2 className="ph-subtitle">{t('sheet.myScores')}</h2>
          <dl className="gd-scores">
            {page.items.map((item) => (
              <div key={item.id} className="ph-between">
                <dt>{item.name}</dt>
                <dd>{scoreOf.has(item.id) ? t('points', { n: scoreOf.get(item.id) }) : '—'}</dd>
              </div>
            ))}
            <div className="ph-between gd-scores-total">
              <dt>{t('sheet.total')}</dt>
              <dd>{t('points', { n: mine.total })}</dd>
            </div>
          </dl>
          {mine.comment && (
            <>
              <h2 className="ph-subtitle">{t('sheet.comment')}</h2>
              <p className="ph-text">{mine.comment}</p>
            </>
          )}
        </>
      )}
    </section>
  );
};

/** The other judges' submitted totals, for a round that lets judges see them, once this judge has submitted. */
export const OtherJudges = ({ others }: { others: JudgeContestant['others'] }) => {
  const { t } = useTranslation('liveGrade');
  return (
    <section className="ph-panel">
      <h2 className="ph-subtitle">{t('sheet.others')}</h2>
      {others.length === 0 ? (
        <p className="ph-muted">{t('sheet.othersNone')}</p>
      ) : (
        <dl className="gd-scores">
          {others.map((other, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two judges may share a name; the server gives no id
            <div key={i} className="ph-between">
              <dt>{other.judge_name}</dt>
              <dd>
                {other.abstained
                  ? t('sheet.otherAbstained')
                  : other.total === null
                    ? t('sheet.otherWaiting')
                    : t('points', { n: other.total })}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};
