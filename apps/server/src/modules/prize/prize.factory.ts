import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { makeActivity } from '../activity/activity.factory.js';
import type { ActivityRecord, ParticipantRecord } from '../activity/index.js';
import { participants, shanghaiDayOf } from '../activity/index.js';
import { quizAttempts } from '../quiz/index.js';

type T = { deps: { db: Db; clock: () => Date } };
let counter = 0;

/** A published online quiz that runs until 2030. */
export const makePublishedActivity = (t: T, owner: { tenantId: number; id: number }) =>
  makeActivity(t, owner, {
    status: 'published',
    publishedAt: t.deps.clock(),
    expiresAt: new Date('2030-01-01T00:00:00Z'),
  });

/** Someone who entered the activity, with a ticket of their own. */
export const makeParticipant = async (
  t: T,
  activity: ActivityRecord,
  fields: Partial<Pick<ParticipantRecord, 'name' | 'phone' | 'unit'>> = {},
) => {
  counter += 1;
  const device = `device-${process.pid}-${counter}`;
  const [row] = await t.deps.db
    .insert(participants)
    .values({
      tenantId: activity.tenantId,
      customerId: activity.customerId,
      activityId: activity.id,
      identity: `device:${device}`,
      deviceId: device,
      ticket: randomBytes(16).toString('hex'),
      name: `参与者${counter}`,
      ...fields,
    })
    .returning();
  return row!;
};

/** A finished quiz attempt of the participant's, passed unless told otherwise. */
export const makeFinishedAttempt = async (t: T, participant: ParticipantRecord, passed = true) => {
  const now = t.deps.clock();
  await t.deps.db.insert(quizAttempts).values({
    tenantId: participant.tenantId,
    customerId: participant.customerId,
    activityId: participant.activityId,
    participantId: participant.id,
    day: shanghaiDayOf(now),
    questions: [],
    status: 'finished',
    passed,
    startedAt: now,
    submittedAt: now,
  });
};

/** A participant who already passed the quiz, ready to draw. */
export const makePassedParticipant = async (t: T, activity: ActivityRecord) => {
  const participant = await makeParticipant(t, activity);
  await makeFinishedAttempt(t, participant);
  return participant;
};
