import type { Attempt, DataOf } from '@app/contract';
import { prizeContract } from '@app/contract/prize';
import { quizContract } from '@app/contract/quiz';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { AnswerInput } from '../kit/answer-input.js';
import { ClockTag } from '../kit/clock-tag.js';
import { Panel } from '../kit/live-frame.js';
import { useLiveMutation } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { showLiveToast } from '../kit/live-toast.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneProgress } from '../kit/phone-progress.js';
import { AnswerFeedback, QuestionStem } from '../kit/question-card.js';
import { useAntiCheat } from '../kit/use-anti-cheat.js';
import { useCountdown } from '../kit/use-countdown.js';
import '../kit/quiz-kit.css';
import './quiz-phone.css';

type AnswerResult = DataOf<typeof quizContract.h5Answer>;
type Shown = { given: string[]; result: AnswerResult & { correct: boolean } };

const firstOpen = (attempt: Attempt) => {
  const i = attempt.questions.findIndex((q) => q.answered === null);
  return i === -1 ? attempt.questions.length : i;
};

/** One attempt, a question at a time, under the settings' clock and anti-cheat rules. */
export const QuizScreen = ({ live, attempt }: { live: LiveSession; attempt: Attempt }) => {
  const { t } = useTranslation('live');
  const { ticket, settings, go } = live;
  const [index, setIndex] = useState(() => firstOpen(attempt));
  const [shown, setShown] = useState<Shown | null>(null);
  const [questionStart, setQuestionStart] = useState(Date.now);
  const answer = useLiveMutation(quizContract.h5Answer);
  const finish = useLiveMutation(quizContract.h5Finish, {
    stale: [quizContract.h5State, prizeContract.h5Turns, quizContract.h5Ranking],
  });
  const ids = { ticket, attempt_id: attempt.attempt_id };
  const total = attempt.questions.length;
  const question = attempt.questions[index];

  const handIn = () => {
    if (!finish.isPending) finish.mutate(ids, { onSuccess: (result) => go({ name: 'result', result }) });
  };
  const next = () => {
    setShown(null);
    if (index + 1 < total) setIndex(index + 1);
    else handIn();
  };
  const submit = (given: string[], timedOut = false) => {
    if (answer.isPending || !question) return;
    answer.mutate(
      { ...ids, index: question.index, answer: given },
      {
        onSuccess: (result) => {
          // The server times each question from the answer before it, so reading the feedback counts too.
          setQuestionStart(Date.now());
          if (result.late && !timedOut) showLiveToast(t('late'), 'warning');
          if (result.correct === null || timedOut) next();
          else setShown({ given, result: { ...result, correct: result.correct } });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.errorName === 'QUIZ_ATTEMPT_FINISHED') handIn();
        },
      },
    );
  };

  // A resumed attempt with every question answered only needs handing in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening the attempt
  useEffect(() => {
    if (index >= total) handIn();
  }, []);

  const perQuestion = attempt.time_mode === 'question' && attempt.time_limit > 0 && !shown && !answer.isPending;
  const questionLeft = useCountdown(perQuestion ? questionStart + attempt.time_limit * 1000 : null, () =>
    submit([], true),
  );
  const deadline = attempt.time_mode === 'attempt' && attempt.deadline_at ? Date.parse(attempt.deadline_at) : null;
  const attemptLeft = useCountdown(deadline, handIn);
  const clock = questionLeft ?? attemptLeft;

  const guard = useAntiCheat({
    ticket,
    attemptId: attempt.attempt_id,
    noCopy: settings.no_copy,
    leaveLimit: settings.leave_limit,
    onLeave: (a) =>
      a.finished ? handIn() : showLiveToast(t('leftTimes', { leaves: a.leaves, left: a.left ?? 0 }), 'warning'),
  });

  if (!question) return <Panel>{t('handingIn')}</Panel>;
  const last = index + 1 === total;
  return (
    <div {...guard}>
      <Panel>
        <div className="ph-between">
          <span className="qz-count">{`${index + 1}/${total}`}</span>
          {clock !== null && <ClockTag left={clock} />}
        </div>
        <PhoneProgress percent={Math.round((index / total) * 100)} label={t('progress')} />
      </Panel>
      {settings.leave_limit > 0 && (
        <p className="qz-banner" role="status">
          {t('leaveLimit', { n: settings.leave_limit })}
        </p>
      )}
      <Panel>
        <div className="qz-body">
          <QuestionStem question={question} />
          <AnswerInput
            key={question.index}
            question={question}
            given={shown?.given ?? null}
            busy={answer.isPending}
            onSubmit={(given) => submit(given)}
          />
          {shown && <AnswerFeedback feedback={{ ...shown.result, type: question.type }} />}
          {shown && (
            <PhoneButton kind="primary" block busy={finish.isPending} onClick={next}>
              {last ? t('handIn') : t('nextQuestion')}
            </PhoneButton>
          )}
        </div>
      </Panel>
    </div>
  );
};
