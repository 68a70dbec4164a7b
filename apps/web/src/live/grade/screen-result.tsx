import type { GradeResultLine, GradeStage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { scoreText } from './screen-motion.js';
import { stageParts } from './stage-groups.js';
import { useCountUp } from './use-count-up.js';

type Props = { result: GradeResultLine; judges: GradeStage['judges']; groups: GradeStage['groups']; ruleText: string };

/**
 * The revealed result: each judge's total when the round reveals them (the dropped ones struck through and dimmed,
 * as the rule drops them), then the final score counting up, each judge group's part under it when the round has
 * groups, and the rule in words below.
 */
export const ScreenResult = ({ result, judges, groups, ruleText }: Props) => {
  const { t } = useTranslation('gradeLive');
  const final = useCountUp(result.final);
  const nameOf = (id: number) => judges.find((j) => j.id === id)?.name ?? '';
  const parts = result.final === null ? [] : stageParts(result, groups);
  return (
    <div className="gs-result">
      {result.judges.length > 0 && (
        <ul className="gs-judge-scores" aria-label={t('screen.judgeScores')}>
          {result.judges.map((j) => (
            <li key={j.judge_id} className={j.dropped ? 'gs-judge-score gs-dropped' : 'gs-judge-score'}>
              <span className="gs-judge-name">{nameOf(j.judge_id)}</span>
              <span className="gs-judge-total">
                {j.state === 'abstained' ? (
                  t('screen.state.abstained')
                ) : j.dropped ? (
                  <s>{scoreText(j.total)}</s>
                ) : (
                  scoreText(j.total)
                )}
              </span>
              {j.dropped && <span className="gs-sr">{t('screen.dropped')}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="gs-final">
        <span className="gs-final-label">{t('screen.final')}</span>
        {final === null ? (
          <span className="gs-final-pending">{t('screen.pending')}</span>
        ) : (
          <strong className="gs-final-score">{final}</strong>
        )}
      </div>
      {parts.length > 0 && (
        <ul className="gs-parts" aria-label={t('screen.groupParts')}>
          {parts.map((p, i) => (
            <li key={p.id} className="gs-part">
              <span className="gs-part-name">{p.name || t('screen.groupName', { n: i + 1 })}</span>
              <span className="gs-part-score">{p.score === null ? t('screen.groupNone') : scoreText(p.score)}</span>
              {p.share !== null && <span className="gs-part-share">× {p.share}%</span>}
            </li>
          ))}
        </ul>
      )}
      {ruleText && <p className="gs-rule">{ruleText}</p>}
    </div>
  );
};
