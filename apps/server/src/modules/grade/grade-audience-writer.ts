import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { groupCommitWriter, type ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import { keptPer } from '../../platform/kept-per.js';
import { type ActivityRecord, activityOwner } from '../activity/index.js';
import { gradeAudienceRepository } from './grade-audience.repository.js';
import { gradeResultRepository } from './grade-result.repository.js';
import { settingsOf } from './grade-round.mappers.js';

/** One phone's score for the contestant on stage, with who gave it as the back office names them. */
export type AudienceScoreItem = {
  activity: ActivityRecord;
  participantId: number;
  who: string;
  roundId: number;
  contestantId: number;
  score: number;
};
type Pending = { item: AudienceScoreItem; at: number };

const keyOf = (i: Pick<AudienceScoreItem, 'roundId' | 'contestantId' | 'participantId'>) =>
  `${i.roundId}:${i.contestantId}:${i.participantId}`;

/**
 * One activity's scores of a batch: its stage and rounds read once, each score checked against them (the round
 * open to the audience, the contestant on stage in it), the accepted ones stored in one statement, a second score
 * of the same person for the same contestant refused (in the batch as in the table).
 */
const writeActivity = async (tx: Db, pending: Pending[], outcomes: ItemOutcome<number>[]) => {
  const activity = pending[0]!.item.activity;
  const audience = gradeAudienceRepository(tx);
  const rounds = gradeResultRepository(tx);
  const onStage = await audience.onStage(activity);
  const roundIds = [...new Set(pending.map((p) => p.item.roundId))];
  const roundOf = new Map(
    (await Promise.all(roundIds.map((id) => rounds.round(activity, id)))).map((r, i) => [roundIds[i], r]),
  );
  const first = new Map<string, Pending>();
  for (const p of pending) {
    const round = roundOf.get(p.item.roundId);
    const why = !round
      ? 'GRADE_ROUND_NOT_FOUND'
      : !settingsOf(round).audience_open
        ? 'GRADE_AUDIENCE_CLOSED'
        : onStage?.roundId !== round.id || onStage.contestantId !== p.item.contestantId
          ? 'GRADE_AUDIENCE_NOT_ON_STAGE'
          : first.has(keyOf(p.item))
            ? 'GRADE_AUDIENCE_SCORED'
            : null;
    if (why) outcomes[p.at] = { ok: false, error: new AppError(why) };
    else first.set(keyOf(p.item), p);
  }
  if (first.size === 0) return;
  const stored = await audience.insertMany(
    [...first.values()].map(({ item }) => ({
      ...activityOwner(activity),
      roundId: item.roundId,
      contestantId: item.contestantId,
      participantId: item.participantId,
      who: item.who,
      score: item.score,
    })),
  );
  const storedKeys = new Set(stored.map(keyOf));
  for (const [key, p] of first) {
    outcomes[p.at] = storedKeys.has(key)
      ? { ok: true, value: p.item.score }
      : { ok: false, error: new AppError('GRADE_AUDIENCE_SCORED') };
  }
};

/**
 * The hall's scores for the contestant on stage, stored in batches (group commit) and each answered once its
 * batch committed: a thousand phones scoring within seconds cost a few statements a batch, not four each.
 */
const audienceScoreWriter = (deps: Pick<Deps, 'db' | 'dbKind' | 'config' | 'log'>) =>
  groupCommitWriter<AudienceScoreItem, number>({
    db: deps.db,
    ...deps.config.groupCommit,
    inFlight: deps.dbKind === 'postgres' ? 2 : 1,
    write: async (tx, items) => {
      const outcomes: ItemOutcome<number>[] = new Array(items.length);
      const byActivity = new Map<number, Pending[]>();
      for (const [at, item] of items.entries()) {
        const pending = byActivity.get(item.activity.id);
        if (pending) pending.push({ item, at });
        else byActivity.set(item.activity.id, [{ item, at }]);
      }
      for (const [, pending] of [...byActivity].sort(([a], [b]) => a - b)) await writeActivity(tx, pending, outcomes);
      return outcomes;
    },
    onError: (err) => deps.log.error({ err }, 'audience score batch failed'),
  });

const writers = keptPer<Deps, ReturnType<typeof audienceScoreWriter>>();

/** One writer per server, so every phone's score joins the same batches. */
export const audienceScoreWriterOf = (deps: Deps) => writers(deps, () => audienceScoreWriter(deps));
