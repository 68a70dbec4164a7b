import type { Db } from '../../db/client.js';
import { moreAnswerRepository } from './more-answer.repository.js';
import { requiredAnswered } from './more-answer-check.js';
import { moreQuestionRepository } from './more-question.repository.js';
import { videoRepository } from './video.repository.js';
import { isCompleted } from './video-progress.js';

/** May the participant start answering as far as the learning video goes: none, optional, or watched. */
export const videoGate = async (db: Db, activityId: number, participantId: number): Promise<boolean> => {
  const repo = videoRepository(db);
  const video = await repo.videoOf(activityId);
  if (!video?.enabled || video.minSeconds === 0) return true;
  return isCompleted(video, await repo.viewOf(activityId, participantId));
};

/** May the participant start answering as far as the extra questions go: required ones asked before are answered. */
export const moreGate = async (db: Db, activityId: number, participantId: number): Promise<boolean> => {
  const questionsRepo = moreQuestionRepository(db);
  const page = await questionsRepo.pageOf(activityId);
  if (!page?.enabled || page.position !== 'before') return true;
  const [questions, answers] = await Promise.all([
    questionsRepo.questionsOf(activityId),
    moreAnswerRepository(db).liveAnswersOf(activityId, participantId),
  ]);
  return requiredAnswered(questions, new Set(answers.map((a) => a.questionId)));
};
