import {
  activityKind,
  type contract,
  holdsAnswer,
  keptAnswers,
  type ParsedInputOf,
  type SurveyAnswers,
  type SurveyQuestion,
  submissionProblem,
} from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { groupCommitWriter } from '../../platform/group-commit/group-commit-writer.js';
import { ticketReader } from '../activity/index.js';
import { crowdFeeGate } from '../mch/index.js';
import { surveySettingsOf } from './survey-settings.js';
import { type SurveyStanding, standingOf } from './survey-standing.js';
import { type Submission, type Submitted, writeSubmissions } from './survey-submit-batch.js';
import { uploadsOutside } from './survey-uploads.js';

type SubmitInput = ParsedInputOf<typeof contract.survey.h5Submit>;

/** Names the question a problem is in, as the participant sees it numbered (answer-holding questions only). */
const located = (questions: SurveyQuestion[], key: string, message: string) => {
  const numbered = questions.filter(holdsAnswer);
  const at = numbered.findIndex((q) => q.key === key);
  const title = numbered[at]?.title ?? '';
  return `第${at + 1}题「${title.length > 30 ? `${title.slice(0, 30)}…` : title}」：${message}`;
};

/** The participant's side of a questionnaire or sign-up form: where they stand, and submitting. */
export const surveyH5Service = (deps: Pick<Deps, 'db' | 'clock' | 'storage' | 'config' | 'log'>) => {
  const { db } = deps;
  // Submits from a crowd are written in batches, each answered after its batch committed.
  const writer = groupCommitWriter<Submission, Submitted>({
    db,
    ...deps.config.groupCommit,
    write: writeSubmissions,
    onError: (err) => deps.log.error({ err }, 'survey batch failed'),
  });

  const feePaid = crowdFeeGate(db, deps.clock);

  const tickets = ticketReader(db, {
    windowMs: deps.config.groupCommit.windowMs,
    maxKeys: deps.config.groupCommit.maxRows,
  });

  const questionnaireOf = async (ticket: string) => {
    const { participant, activity } = await tickets.resolve(ticket, deps.clock());
    const settings = surveySettingsOf(activity);
    if (activity.kind !== activityKind.survey || settings.form === 'vote') {
      throw new AppError('SURVEY_NOT_QUESTIONNAIRE');
    }
    if (!settings.questions.some(holdsAnswer)) throw new AppError('SURVEY_NO_QUESTIONS');
    return { participant, activity, settings };
  };
  type Questionnaire = Awaited<ReturnType<typeof questionnaireOf>>;

  const shown = ({ block: _, ...standing }: SurveyStanding) => standing;
  const standing = async ({ settings, activity, participant }: Questionnaire) =>
    shown(await standingOf(db, settings, activity.id, participant, deps.clock()));
  const resultOf = async (q: Questionnaire, { response, standing: after }: Submitted) => ({
    response_id: response.id,
    score: response.score,
    thank_you: q.settings.thank_you,
    standing: after ? shown(after) : await standing(q),
  });

  /** What is stored of a submit, checked: answers valid for what the logic shows, files uploaded here. */
  const checkedAnswers = (q: Questionnaire, answers: SurveyAnswers) => {
    const { questions } = q.settings;
    const problem = submissionProblem(questions, answers);
    if (problem) throw new AppError('SURVEY_ANSWER_INVALID', located(questions, problem.key, problem.message));
    const kept = keptAnswers(questions, answers);
    const foreign = uploadsOutside(deps.storage, questions, kept, q.activity.id, q.participant.id);
    if (foreign) throw new AppError('SURVEY_ANSWER_INVALID', located(questions, foreign, '文件无效，请重新上传'));
    return kept;
  };

  return {
    state: async (ticket: string) => standing(await questionnaireOf(ticket)),
    /** Batches and submits written so far. */
    stats: () => writer.stats(),
    submit: async (input: SubmitInput, ip: string) => {
      const q = await questionnaireOf(input.ticket);
      if (!(await feePaid(q.activity.id, q.participant.id))) throw new AppError('MCH_FEE_UNPAID');
      // A retry of a stored submission is found by its batch, which answers the first result whatever the limits say.
      const kept = checkedAnswers(q, input.answers);
      const submitted = await writer.submit({
        ...q,
        submissionId: input.submission_id,
        ip,
        kept,
        durationMs: input.duration_ms,
        now: deps.clock(),
      });
      return resultOf(q, submitted);
    },
  };
};
