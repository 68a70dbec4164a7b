import { answerText, holdsAnswer, type SurveyAnswers, type SurveyQuestion, type SurveySettings } from '@app/contract';
import type { ResponseWithWho } from './response-list.repository.js';

/** Who answered stays out of an anonymous survey's responses. */
export const toResponseSummary = ({ response, name, phone, unit }: ResponseWithWho, anonymous: boolean) => ({
  id: response.id,
  participant_id: response.participantId,
  name: anonymous ? '' : name,
  phone: anonymous ? '' : phone,
  unit: anonymous ? '' : unit,
  score: response.score,
  duration_ms: response.durationMs,
  created_at: response.createdAt.toISOString(),
});

/** Every answer-holding question of the current questionnaire, in order, with the response's answer as text. */
export const toResponseItems = (questions: SurveyQuestion[], answers: SurveyAnswers) =>
  questions.filter(holdsAnswer).map((q) => ({
    key: q.key,
    type: q.type,
    title: q.title,
    text: answerText(q, answers[q.key]),
    files: q.type === 'upload' ? (answers[q.key]?.values ?? []) : [],
  }));

export const toSurveyDetail = (activityId: number, settings: SurveySettings, responseCount: number) => ({
  activity_id: activityId,
  settings,
  response_count: responseCount,
});
