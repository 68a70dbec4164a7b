import type { GradeResultLine, GradeStage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { scoreText } from './screen-motion.js';
import { useCountUp } from './use-count-up.js';

type Props = { result: GradeResultLine; judges: GradeStage['judges']; ruleText: string };

/**
 * The revealed result: each judge's total when the round reveals them (the dropped ones struck through and dimmed,
 * as the rule drops them), then the final score counting up, with the rule in words below it.
 */
export const ScreenResult = ({ result, judges, ruleText }: Props) => {
  const { t } = useTranslation('gradeLive');
  const final = useCountUp(result.final);
  const nameOf = (id: number) => judges.find((j) => j.id === id)?.name ?? '';
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
      {ruleText && <p className="gs-rule">{ruleText}</p>}
    </div>
  );
};
