import { responseScore, type SurveyAnswers, type SurveySettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import type { activities, ParticipantRecord } from '../activity/index.js';
import { shanghaiDayOf } from '../activity/index.js';
import { answerItemsOf } from './answer-items.js';
import { type NewResponse, type ResponseRow, responseBatchRepository } from './response.repository.js';
import { blockOf, countsQuota, limitScopeOf, type SurveyStanding, standingFrom } from './survey-standing.js';

/** A checked submit waiting for its batch: the answers kept, and who sends them where. */
export type Submission = {
  settings: SurveySettings;
  activity: typeof activities.$inferSelect;
  participant: ParticipantRecord;
  submissionId: string;
  ip: string;
  kept: SurveyAnswers;
  durationMs: number;
  now: Date;
};

/**
 * A submit's stored response, and where its sender stands after the batch when the batch knows it: whenever the
 * batch stored a new response of theirs (their last one). A lone retry of an earlier submission does not know it.
 */
export type Submitted = { response: ResponseRow; standing: SurveyStanding | null };

const distinct = <T>(values: T[]) => [...new Set(values)];
const submissionKey = (activityId: number, participantId: number, submissionId: string) =>
  `${activityId}|${participantId}|${submissionId}`;
const keyOf = (s: Submission) => submissionKey(s.activity.id, s.participant.id, s.submissionId);

/**
 * A batch of submits, on one or several activities: the locks a single submit takes (the quota's activities, the
 * participants, the devices limited per device), taken for the whole batch in a fixed order; one read of the
 * stored submissions and one of the counts; each submit checked in order against those counts plus the ones
 * accepted before it in the batch; then one insert of the responses and one of their answer items. Each sender's
 * standing comes from the same counts, so a submit's answer needs no read after the commit.
 */
export const writeSubmissions = async (tx: Db, batch: Submission[]): Promise<ItemOutcome<Submitted>[]> => {
  const repo = responseBatchRepository(tx);
  const activityIds = distinct(batch.map((s) => s.activity.id));
  const quotaIds = distinct(batch.filter((s) => countsQuota(s.settings)).map((s) => s.activity.id));
  if (quotaIds.length > 0) await repo.lockActivities(quotaIds);
  await repo.lockParticipants(distinct(batch.map((s) => s.participant.id)));
  const perDevice = batch.filter((s) => s.settings.submit_limit.per === 'device');
  if (perDevice.length > 0)
    await repo.lockDevices(distinct(perDevice.map((s) => `${s.activity.id}:${s.participant.deviceId}`)));

  const stored = new Map(
    (await repo.bySubmissions(activityIds, batch)).map((r) => [
      submissionKey(r.activityId, r.participantId, r.submissionId),
      r,
    ]),
  );
  const counted = await repo.counts(activityIds, batch);
  const totals = new Map(
    quotaIds.length > 0 ? (await repo.totals(quotaIds)).map((r) => [r.activityId, r.n] as const) : [],
  );

  const submittedIn = (s: Submission) => {
    const scope = limitScopeOf(s.settings, s.activity.id, s.participant, s.now);
    return counted
      .filter(
        (c) =>
          c.activityId === scope.activityId &&
          ('participantId' in scope.by
            ? c.participantId === scope.by.participantId
            : c.deviceId === scope.by.deviceId) &&
          (scope.day === null || c.day === scope.day),
      )
      .reduce((sum, c) => sum + c.n, 0);
  };
  const accepted: NewResponse[] = [];
  const pending = new Set<string>();
  const checked = batch.map((s): { error: AppError } | { key: string } => {
    const key = keyOf(s);
    // A retry of a stored submission (or of one earlier in this batch) answers that one, whatever the limits say.
    if (stored.has(key) || pending.has(key)) return { key };
    const block = blockOf(s.settings, submittedIn(s), totals.get(s.activity.id) ?? 0);
    if (block) return { error: new AppError(block) };
    const day = shanghaiDayOf(s.now);
    counted.push({
      activityId: s.activity.id,
      participantId: s.participant.id,
      deviceId: s.participant.deviceId,
      day,
      n: 1,
    });
    totals.set(s.activity.id, (totals.get(s.activity.id) ?? 0) + 1);
    pending.add(key);
    const row = {
      tenantId: s.activity.tenantId,
      customerId: s.activity.customerId,
      activityId: s.activity.id,
      participantId: s.participant.id,
      submissionId: s.submissionId,
      deviceId: s.participant.deviceId,
      ip: s.ip,
      day,
      answers: s.kept,
      score: s.settings.scoring ? Math.round(responseScore(s.settings.questions, s.kept)) : null,
      durationMs: s.durationMs,
      createdAt: s.now,
    };
    accepted.push({ row, items: answerItemsOf(s.settings.questions, s.kept) });
    return { key };
  });

  const lastNew = new Map<string, ResponseRow>();
  for (const r of accepted.length > 0 ? await repo.insert(accepted) : []) {
    stored.set(submissionKey(r.activityId, r.participantId, r.submissionId), r);
    const sender = `${r.activityId}|${r.participantId}`;
    if (r.id > (lastNew.get(sender)?.id ?? 0)) lastNew.set(sender, r);
  }
  const standingAfter = (s: Submission) => {
    const last = lastNew.get(`${s.activity.id}|${s.participant.id}`);
    return last ? standingFrom(s.settings, submittedIn(s), totals.get(s.activity.id) ?? 0, last) : null;
  };
  return checked.map((c, i) =>
    'error' in c
      ? { ok: false, error: c.error }
      : { ok: true, value: { response: stored.get(c.key)!, standing: standingAfter(batch[i]!) } },
  );
};
