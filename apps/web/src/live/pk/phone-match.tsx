import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { AnswerInput } from '../kit/answer-input.js';
import { ClockTag } from '../kit/clock-tag.js';
import { Panel } from '../kit/live-frame.js';
import type { LiveSession } from '../kit/live-screen.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneProgress } from '../kit/phone-progress.js';
import { AnswerFeedback, QuestionStem } from '../kit/question-card.js';
import { useCountdown } from '../kit/use-countdown.js';
import '../kit/quiz-kit.css';
import { PhoneIcon } from '../kit/phone-icon.js';
import { type PkMatch, type PkOpponent, pkSeconds, usePkAnswer, usePkFinish } from './pk-hooks.js';

type Shown = { given: string[]; correct: boolean };

const firstOpen = (match: PkMatch) => {
  const i = match.questions.findIndex((q) => q.answered === null);
  return i === -1 ? match.questions.length : i;
};

/** Who is to be beaten, or, at a level nobody has played, how many right answers clear it. */
const OpponentCard = ({ opponent, winCorrect }: { opponent: PkOpponent | null; winCorrect: number }) => {
  const { t } = useTranslation('live');
  return (
    <strong className="ph-between" style={{ justifyContent: 'flex-start' }}>
      <PhoneIcon name="user" />
      {opponent
        ? t('pk.opponent', { name: opponent.name, n: opponent.correct_count, s: pkSeconds(opponent.duration_ms) })
        : t('pk.noOpponent', { n: winCorrect })}
    </strong>
  );
};

/** One PK match: the opponent to beat, the questions one at a time, the match clock; ends itself at the deadline. */
export const PkMatchScreen = ({ live, match }: { live: LiveSession; match: PkMatch }) => {
  const { t } = useTranslation('live');
  const { ticket, go } = live;
  const [index, setIndex] = useState(() => firstOpen(match));
  const [shown, setShown] = useState<Shown | null>(null);
  // A resumed match does not say how many were right so far; the count shows again after the next answer.
  const [correct, setCorrect] = useState(match.correct_count);
  const answer = usePkAnswer();
  const finish = usePkFinish();
  const ids = { ticket, challenge_id: match.challenge_id };
  const total = match.questions.length;
  const question = match.questions[index];

  const end = () => {
    if (!finish.isPending)
      finish.mutate(ids, { onSuccess: (result) => go({ name: 'pkResult', result, level: match.level }) });
  };
  const next = () => {
    setShown(null);
    if (index + 1 < total) setIndex(index + 1);
    else end();
  };
  const submit = (given: string[]) => {
    if (answer.isPending || !question) return;
    answer.mutate(
      { ...ids, index: question.index, answer: given },
      {
        onSuccess: (result) => {
          setCorrect(result.correct_count);
          setShown({ given, correct: result.correct });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.errorName === 'PK_CHALLENGE_FINISHED') end();
        },
      },
    );
  };

  // A resumed match with every question answered only needs ending.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening the match
  useEffect(() => {
    if (index >= total) end();
  }, []);

  const timed = match.level.time_limit > 0 && match.deadline_at !== null;
  const left = useCountdown(timed && match.deadline_at ? Date.parse(match.deadline_at) : null, end);

  if (!question) return <Panel>{t('pk.finishing')}</Panel>;
  return (
    <>
      <Panel>
        <div className="ph-between">
          <span className="qz-count">{`${index + 1}/${total}`}</span>
          {left !== null && <ClockTag left={left} />}
        </div>
        <div style={{ margin: '8px 0' }}>
          <PhoneProgress percent={Math.round((index / total) * 100)} label={t('progress')} />
        </div>
        <OpponentCard opponent={match.opponent} winCorrect={match.level.win_correct} />
      </Panel>
      <Panel>
        <div className="qz-body">
          <QuestionStem question={question} />
          <AnswerInput
            key={question.index}
            question={question}
            given={shown?.given ?? null}
            busy={answer.isPending}
            onSubmit={submit}
          />
          {shown && (
            <AnswerFeedback
              feedback={{ type: question.type, correct: shown.correct, correct_answer: null, explanation: null }}
            />
          )}
          {correct !== null && <strong role="status">{t('pk.myCorrect', { n: correct })}</strong>}
          {shown && (
            <PhoneButton kind="primary" block busy={finish.isPending} onClick={next}>
              {index + 1 === total ? t('pk.end') : t('nextQuestion')}
            </PhoneButton>
          )}
        </div>
      </Panel>
    </>
  );
};
