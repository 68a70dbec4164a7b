import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { batchReader } from '../../platform/group-commit/batch-reader.js';
import type { ActivityRecord } from '../activity/index.js';
import { seatTicketReader, ticketReader } from '../activity/index.js';
import { answerWriter } from './answer-writer.js';
import { joinWriter } from './join-writer.js';
import { sessionRepository } from './session.repository.js';
import { sessionEvents } from './session-events.js';
import { newHostKey } from './session-host.js';
import type { SessionKind } from './session-kind.js';
import { sessionTransitions } from './session-transition.js';

/**
 * The shared parts of one kind's sessions in this process: batched reads of the sessions' views, the join and
 * answer writers, the transitions and the events. `sessionConsole` and `sessionPhone` are built on it.
 */
export const liveSessionEngine = (deps: Deps, kind: SessionKind) => {
  const { db } = deps;
  const batching = { windowMs: deps.config.groupCommit.windowMs, maxKeys: deps.config.groupCommit.maxRows };
  const views = batchReader({ ...batching, read: (ids: number[]) => sessionRepository(db).views(ids) });
  const events = sessionEvents(deps, (activityId) => views.load(activityId));
  // Sessions are never removed, so once seen an activity's session need not be looked for again.
  const known = new Set<number>();

  /** The activity's session, made in the lobby on first use (console, big screen or first phone). */
  const ensure = async (activity: ActivityRecord) => {
    if (known.has(activity.id)) return;
    const repo = sessionRepository(db);
    if (!(await repo.exists(activity.id))) {
      await repo.create({
        tenantId: activity.tenantId,
        customerId: activity.customerId,
        activityId: activity.id,
        kind: activity.kind,
        steps: await kind.steps(db, activity),
        hostKey: newHostKey(),
      });
    }
    known.add(activity.id);
  };

  return {
    deps,
    kind,
    events,
    ensure,
    /** The session as the screens see it, read with others asked for at the same moment. */
    view: async (activity: ActivityRecord) => {
      await ensure(activity);
      const view = await views.load(activity.id);
      if (!view) throw new AppError('GAME_NOT_STARTED');
      return view;
    },
    tickets: ticketReader(db, batching),
    /** The answer path's: only who is answering, as a hall answers a question within seconds. */
    answerTickets: seatTicketReader(deps, batching),
    joins: joinWriter(deps, events),
    /** Null for a kind whose phones answer no steps. */
    answers: kind.scoring ? answerWriter(deps, kind.scoring, events) : null,
    transitions: sessionTransitions(deps, kind, events),
    stop: () => events.stop(),
  };
};

export type LiveSessionEngine = ReturnType<typeof liveSessionEngine>;
