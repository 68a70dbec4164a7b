import {
  type LotteryConsole,
  type LotterySameName,
  type LotteryStage,
  liveChannels,
  lotteryCommandsByPhase,
  lotteryLimits,
  maskEmployeeNo,
  maskPhone,
} from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { participantRepository } from '../activity/index.js';
import type { HostInput } from '../live-session/index.js';
import { sessionConsole, versionedChange } from '../live-session/index.js';
import { toScreenMessage } from './lottery-barrage.mappers.js';
import { lotteryDrawRepository } from './lottery-draw.repository.js';
import { lotteryEngineOf, lotteryKind } from './lottery-engine.js';
import { lotteryPeopleRepository, type PersonRow } from './lottery-people.repository.js';
import { setEligibility } from './lottery-people.service.js';
import { lotterySettingsRepository } from './lottery-settings.repository.js';
import { toWallPerson } from './lottery-signin-form.js';
import { type StageParts, toDrawWinner, toStage } from './lottery-stage.mappers.js';
import { lotteryStageRepository } from './lottery-stage.repository.js';
import { applyLotteryCommand, type LotteryCommandInput } from './lottery-stage-commands.js';
import { lotteryTakeoverService } from './lottery-takeover.service.js';
import { toLotteryTier } from './lottery-tier.mappers.js';
import { lotteryTierRepository } from './lottery-tier.repository.js';

/** Same-name groups as the console lists them, in the order the rows come (by name, then sign-in time). */
const toSameName = (rows: PersonRow[]): LotterySameName[] => {
  const groups = new Map<string, LotterySameName>();
  for (const r of rows) {
    const group = groups.get(r.name) ?? { name: r.name, people: [] };
    group.people.push({
      person_id: r.id,
      phone: maskPhone(r.phone),
      employee_no: maskEmployeeNo(r.employeeNo),
      department: r.department,
      signed_at: r.signedAt?.toISOString() ?? null,
    });
    groups.set(r.name, group);
  }
  return [...groups.values()];
};

/**
 * The big screen's stage: the host's console and commands (organiser, staff with the grant, or the host link),
 * the public screen read, and the stage every phone follows. A command runs in one transaction on the locked
 * session row, only from the version the console showed, and `lottery.stage` is published after it commits.
 */
export const lotteryStageService = (deps: Deps) => {
  const { db, clock } = deps;
  const engine = lotteryEngineOf(deps);
  const hosting = sessionConsole(engine);
  // Stages are never removed, so once made an activity's stage need not be made again by this process.
  const made = new Set<number>();

  /** The activity's session and stage, made (on the wall) on first use by the console, the screen or a phone. */
  const ensure = async (activity: ActivityRecord) => {
    if (made.has(activity.id)) return;
    const session = await engine.view(activity);
    await lotteryStageRepository(db).ensure(activity, session.id);
    made.add(activity.id);
  };

  type Counts = Awaited<ReturnType<ReturnType<typeof lotteryStageRepository>['counts']>>;
  const partsOf = async (
    activity: ActivityRecord,
  ): Promise<StageParts & { hostKey: string | null; counts: Counts }> => {
    const found = await lotteryStageRepository(db).read(activity);
    if (!found) throw new AppError('LOTTERY_COMMAND_OUT_OF_ORDER');
    const draws = lotteryDrawRepository(db);
    const { stage } = found;
    const draw = stage.drawId ? await draws.draw(activity, stage.drawId) : undefined;
    const [winners, settings, counts] = await Promise.all([
      draw?.stoppedAt ? draws.winnersOf(draw.id) : [],
      lotterySettingsRepository(db).read(activity.id),
      lotteryStageRepository(db).counts(activity),
    ]);
    return { ...found, draw, winners, settings, signed: counts.signed, counts };
  };

  const stageOf = async (activity: ActivityRecord): Promise<LotteryStage> => {
    await ensure(activity);
    return toStage(await partsOf(activity), clock());
  };

  const consoleOf = async (activity: ActivityRecord): Promise<LotteryConsole> => {
    await ensure(activity);
    const [parts, tiers, takeovers, sameName] = await Promise.all([
      partsOf(activity),
      lotteryTierRepository(db).list(activity),
      lotteryTakeoverService(deps).waiting(activity),
      lotteryPeopleRepository(db).sameName(activity, lotteryLimits.sameNameGroups),
    ]);
    const { counts } = parts;
    const stage = toStage(parts, clock());
    return {
      stage,
      commands: [...lotteryCommandsByPhase[stage.phase]],
      tiers: tiers.map(toLotteryTier),
      draw_winners: stage.phase === 'result' ? parts.winners.map(toDrawWinner) : [],
      people_count: counts.people,
      signed_count: counts.signed,
      eligible_count: counts.eligible,
      takeovers,
      same_name: toSameName(sameName),
      host_key: parts.hostKey ?? '',
      code: activity.code ?? '',
      link: activity.code ? `/h5/${activity.code}` : '',
      title: activity.title,
      rehearsal: activity.status === 'draft',
      page_size: parts.settings.draw.page_size,
    };
  };

  /** Runs the command on the locked session when the version matches; answers whether it did. */
  const transition = async (activity: ActivityRecord, fromVersion: number, input: LotteryCommandInput) => {
    await ensure(activity);
    return versionedChange(db, activity.id, fromVersion, async (tx) => {
      const stages = lotteryStageRepository(tx);
      const found = await stages.read(activity);
      if (!found) return false;
      const settings = await lotterySettingsRepository(tx).read(activity.id);
      const changes = await applyLotteryCommand({ tx, activity, stage: found.stage, settings, now: clock() }, input);
      await stages.update(activity, changes);
      return true;
    });
  };

  return {
    host: (tenant: Tenant, user: CurrentUser | null, input: HostInput) => hosting.host(tenant, user, input),
    console: consoleOf,
    /** The console read after the commit carries the stage every screen and phone is sent. */
    command: async (activity: ActivityRecord, fromVersion: number, input: LotteryCommandInput) => {
      const applied = await transition(activity, fromVersion, input);
      const console = await consoleOf(activity);
      if (applied) await deps.bus.publish(liveChannels.game(activity.id), 'lottery.stage', console.stage);
      return { applied, console };
    },
    hostLink: (activity: ActivityRecord, revoke: boolean) => hosting.hostLink(activity, revoke),
    /** The host leaves people out of later spins from the console; the audit keeps it. */
    exclude: async (activity: ActivityRecord, personIds: number[]) => {
      await setEligibility(deps, activity, { ids: personIds, eligible: false, by: 'host' });
      return consoleOf(activity);
    },
    /** The host's answer to a roster takeover request, then the console with what is still waiting. */
    takeover: async (activity: ActivityRecord, takeoverId: number, approve: boolean) => {
      await lotteryTakeoverService(deps).decide(activity, takeoverId, approve);
      return consoleOf(activity);
    },
    /** The stage a phone follows (h5/lottery/info answers it beside the phone's own state). */
    stage: stageOf,

    /** Public by the activity's code: the screen is shown to the whole hall anyway. */
    screen: async (tenant: Tenant, code: string) => {
      const activity = await participantRepository(db).activityByCode(tenant.id, code);
      if (!activity || !lotteryKind.kinds.includes(activity.kind)) throw new AppError('H5_ACTIVITY_UNAVAILABLE');
      const stage = await stageOf(activity);
      const stages = lotteryStageRepository(db);
      const [settings, tiers, wall, messages] = await Promise.all([
        lotterySettingsRepository(db).read(activity.id),
        lotteryTierRepository(db).list(activity),
        stages.recentSignIns(activity, lotteryLimits.wallBatch),
        stages.recentMessages(activity, lotteryLimits.barrageBatch),
      ]);
      const masked = settings.draw.masked_display;
      return {
        activity_id: activity.id,
        title: settings.look.title || activity.title,
        code,
        link: `/h5/${code}`,
        look: settings.look,
        signin: settings.signin,
        barrage: { enabled: settings.barrage.enabled, speed: settings.barrage.speed },
        page_size: settings.draw.page_size,
        masked_display: masked,
        stage,
        tiers: tiers.map(toLotteryTier).map(({ id, name, prize_title, prize_image, count, won, remaining }) => ({
          id,
          name,
          prize_title,
          prize_image,
          count,
          won,
          remaining,
        })),
        wall: wall.map((p) => toWallPerson(p, settings)),
        messages: messages.reverse().map((m) => toScreenMessage(m, masked)),
      };
    },
  };
};

export type LotteryStageService = ReturnType<typeof lotteryStageService>;
