import { type GradeConsole, type GradeStage, gradeCommandsByPhase } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../platform/bus/bus.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { keptPer } from '../../platform/kept-per.js';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import { type ActivityRecord, participantRepository } from '../activity/index.js';
import type { HostInput } from '../live-session/index.js';
import { sessionConsole, versionedChange } from '../live-session/index.js';
import { rehearsedOrLive } from './grade-activity.js';
import { gradeEngineOf, gradeKind } from './grade-engine.js';
import { roundResult } from './grade-result.service.js';
import { gradeSettingsRepository } from './grade-settings.repository.js';
import { lineOf, toConsoleRound, toConsoleScore, toFlagged, toGradeStage } from './grade-stage.mappers.js';
import { gradeStageRepository } from './grade-stage.repository.js';
import { applyGradeCommand, type GradeCommandInput } from './grade-stage-commands.js';
import { type GradeStageEvents, gradeStageEvents } from './grade-stage-events.js';

const wholeRoundPhases: ReadonlySet<GradeStage['phase']> = new Set(['revealed', 'ranking', 'finished']);

/**
 * The stage's rows: the round shown (the one on stage, else the first in show order, whose running order the idle
 * screen shows) with its result, and the contestant on stage while they are still in that round.
 */
const readParts = async (db: Db, activity: ActivityRecord, scope: 'stage' | 'console') => {
  const repo = gradeStageRepository(db);
  const found = await repo.read(activity);
  if (!found) return null;
  const rounds = await repo.rounds(activity);
  const round = rounds.find((r) => r.id === found.stage.roundId) ?? rounds[0];
  const onStage = round?.id === found.stage.roundId ? found.stage.contestantId : null;
  // While a contestant is scored the screens need only their line, many times a second: the whole round (every
  // judge's and the hall's scores) only for the console, a shown result's rank and the ranking.
  const whole = scope === 'console' || wholeRoundPhases.has(found.stage.phase);
  const result = round ? await roundResult(db, activity, round, whole ? undefined : onStage) : null;
  const contestant =
    onStage !== null && lineOf(result, onStage) ? ((await repo.contestant(activity, onStage)) ?? null) : null;
  return { ...found, rounds, result, contestant };
};

const readStage = async (db: Db, activity: ActivityRecord): Promise<GradeStage | null> => {
  const parts = await readParts(db, activity, 'stage');
  return parts && toGradeStage(parts);
};

type EventDeps = Pick<Deps, 'db' | 'bus' | 'log'>;
const events = keptPer<Bus, GradeStageEvents>();
const eventsOf = (deps: EventDeps) => events(deps.bus, () => gradeStageEvents(deps, (a) => readStage(deps.db, a)));

/**
 * Tells the screens the stored scores changed the stage (a judge's score, an unlock, a delete: the progress, a shown
 * result): call after the change committed. Coalesced per activity: the first at once, then at most one each 50 ms.
 */
export const publishGradeStage = (deps: EventDeps, activity: ActivityRecord) => eventsOf(deps).scored(activity);

/** Stops the engine's and the stage's timers (the module's `start` hook answers this). */
export const gradeEngineStop = async (deps: Deps) => {
  eventsOf(deps).stop();
  gradeEngineOf(deps).stop();
};

/**
 * The stage of judge scoring: the host's console and commands (organiser, staff with the grant, or the host link)
 * and the public screen read. A command runs in one transaction on the locked session row, only from the version
 * the console showed, and `grade.stage` is published after it commits.
 */
export const gradeStageService = (deps: Deps) => {
  const { db } = deps;
  const engine = gradeEngineOf(deps);
  const hosting = sessionConsole(engine);
  const stageEvents = eventsOf(deps);
  // Stages are never removed, so once made an activity's stage need not be made again by this process.
  const made = new Set<number>();

  /** The activity's session and stage, made (idle) on first use by the console or the screen. */
  const ensure = async (activity: ActivityRecord) => {
    if (made.has(activity.id)) return;
    const session = await engine.view(activity);
    await gradeStageRepository(db).ensure(activity, session.id);
    made.add(activity.id);
  };

  const partsOf = async (activity: ActivityRecord) => {
    await ensure(activity);
    const parts = await readParts(db, activity, 'console');
    if (!parts) throw new AppError('GRADE_COMMAND_OUT_OF_ORDER');
    return parts;
  };

  const consoleOf = async (activity: ActivityRecord): Promise<GradeConsole> => {
    const parts = await partsOf(activity);
    const { result, contestant } = parts;
    const stage = toGradeStage(parts);
    const repo = gradeStageRepository(db);
    const [entries, results, scores] = await Promise.all([
      repo.entries(activity),
      Promise.all(parts.rounds.map((r) => (r.id === result?.round.id ? result : roundResult(db, activity, r)))),
      result && contestant ? repo.scoresOf(activity, result.round.id, contestant.contestant.id) : [],
    ]);
    const shown = new Set(parts.stage.shownEntryIds);
    const code = activity.code ?? '';
    return {
      stage,
      commands: [...gradeCommandsByPhase[stage.phase]],
      rounds: results.map((r) =>
        toConsoleRound(
          r,
          entries.filter((e) => e.roundId === r.round.id),
          shown,
        ),
      ),
      flagged: toFlagged(result, lineOf(result, contestant?.contestant.id)),
      scores: scores.map(toConsoleScore),
      host_key: parts.hostKey ?? '',
      code,
      screen_link: code ? `/screen/grade/${code}` : '',
      link: code ? `/h5/${code}` : '',
      title: activity.title,
    };
  };

  /** Runs the command on the locked session when the version matches; answers whether it did. */
  const transition = async (activity: ActivityRecord, fromVersion: number, input: GradeCommandInput) => {
    await ensure(activity);
    return versionedChange(db, activity.id, fromVersion, async (tx) => {
      const stages = gradeStageRepository(tx);
      const found = await stages.read(activity);
      if (!found) return false;
      await stages.update(activity, await applyGradeCommand({ tx, activity, stage: found.stage }, input));
      return true;
    });
  };

  return {
    host: (tenant: Tenant, user: CurrentUser | null, input: HostInput) => hosting.host(tenant, user, input),
    console: consoleOf,
    /** The console read after the commit carries the stage every screen and phone is sent. */
    command: async (activity: ActivityRecord, fromVersion: number, input: GradeCommandInput) => {
      const applied = await transition(activity, fromVersion, input);
      const console = await consoleOf(activity);
      if (applied) await stageEvents.commanded(console.stage);
      return { applied, console };
    },
    hostLink: (activity: ActivityRecord, revoke: boolean) => hosting.hostLink(activity, revoke),

    /** Public by the activity's code, published or rehearsed: the screen is shown to the whole hall anyway. */
    screen: async (tenant: Tenant, code: string) => {
      const activity = await participantRepository(db).activityByCode(tenant.id, code);
      if (!activity || !gradeKind.kinds.includes(activity.kind) || !rehearsedOrLive(activity)) {
        throw new AppError('H5_ACTIVITY_UNAVAILABLE');
      }
      const [parts, pages] = await Promise.all([partsOf(activity), gradeSettingsRepository(db).pages(activity)]);
      return {
        activity_id: activity.id,
        title: pages.screen.title || activity.title,
        code,
        link: `/h5/${code}`,
        page: pages.screen,
        stage: toGradeStage(parts),
      };
    },
  };
};

export type GradeStageService = ReturnType<typeof gradeStageService>;
