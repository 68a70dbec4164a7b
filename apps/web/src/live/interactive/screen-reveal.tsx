import type { SessionReveal, SessionSnapshot, SessionStep } from '@app/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AnswerShapeIcon } from './answer-shape.js';
import { answerStyle, answerText, judgeStyles, optionName } from './answer-style.js';
import { type Bar, DistributionChart } from './distribution-chart.js';

type Column = Bar & { text: string; shape: Parameters<typeof AnswerShapeIcon>[0]['shape'] };

const countOf = (reveal: SessionReveal, key: string) => reveal.distribution.find((d) => d.key === key)?.count ?? 0;

/** One column per way to answer: each option, 对/错, or right/wrong for a fill-in or an ordering (marked whole). */
const columnsOf = (step: SessionStep, reveal: SessionReveal, t: TFunction<'liveInteractive'>): Column[] => {
  const right = (key: string) => reveal.answer.includes(key);
  if (step.type === 'blank' || step.type === 'sort') {
    return [
      { key: 'right', text: t('screen.answeredRight'), ...judgeStyles.T, right: true },
      { key: 'wrong', text: t('screen.answeredWrong'), ...judgeStyles.F, right: false },
    ].map((c) => ({ ...c, count: countOf(reveal, c.key) }));
  }
  if (step.type === 'judge') {
    return (['T', 'F'] as const).map((key) => ({
      key,
      text: key === 'T' ? t('screen.judgeT') : t('screen.judgeF'),
      ...judgeStyles[key],
      right: right(key),
      count: countOf(reveal, key),
    }));
  }
  return step.options.map((o, i) => ({
    key: o.key,
    text: o.text || o.key,
    ...answerStyle(i),
    right: right(o.key),
    count: countOf(reveal, o.key),
  }));
};

/** After a step: how the hall answered, with the right answer marked, and how many got it. */
export const ScreenReveal = ({ snapshot }: { snapshot: SessionSnapshot }) => {
  const { t } = useTranslation('liveInteractive');
  const { step, reveal } = snapshot;
  if (!step || !reveal) return null;
  const columns = columnsOf(step, reveal, t);
  const judge = { T: t('screen.judgeT'), F: t('screen.judgeF') };
  const summary = columns.map((c) => `${c.text} ${c.count}${c.right ? ' ✓' : ''}`).join('，');
  return (
    <>
      <div className="is-stem is-stem-small">{step.stem}</div>
      <div className="is-reveal">
        <div className="is-chart">
          <DistributionChart
            bars={columns.map(({ key, count, color, right }) => ({ key, count, color, right }))}
            label={`${t('screen.distribution')}：${summary}`}
          />
          <div className="is-chart-keys">
            {columns.map((c) => (
              <div
                key={c.key}
                className={`is-chart-key${c.right ? '' : ' is-chart-key-dim'}`}
                style={{ background: c.color }}
              >
                <AnswerShapeIcon shape={c.shape} size="1.8vw" />
                <span>{c.text}</span>
                {c.right && (
                  <span role="img" aria-label={t('screen.rightAnswer')}>
                    ✓
                  </span>
                )}
              </div>
            ))}
          </div>
        </div>
        <aside className="is-answer-card">
          <div className="is-answer-label">{t('screen.rightAnswer')}</div>
          {step.type === 'sort' ? (
            <ol className="is-answer is-answer-order" aria-label={t('screen.rightAnswer')}>
              {reveal.answer.map((key) => (
                <li key={key}>{optionName(step, key)}</li>
              ))}
            </ol>
          ) : (
            <div className="is-answer">{answerText(step, reveal.answer, judge)}</div>
          )}
          <div className="is-stat">{t('screen.correct', { n: reveal.correct })}</div>
          {reveal.correct > 0 && (
            <div className="is-stat">{t('screen.avgTime', { s: (reveal.average_ms / 1000).toFixed(1) })}</div>
          )}
          {reveal.explanation && <div className="is-explain">{reveal.explanation}</div>}
        </aside>
      </div>
    </>
  );
};
