import { randomInt } from 'node:crypto';
import { screenPasscodeFailuresPerMinute, screenPasscodeLength, screenPathOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { screenRepository } from './screen.repository.js';

/** A million passcodes per site make a clash rare; a few fresh draws settle one. */
const attempts = 10;

const newPasscode = () => String(randomInt(10 ** screenPasscodeLength)).padStart(screenPasscodeLength, '0');

const screenPath = (kind: number, code: string | null) => {
  const path = screenPathOf[kind];
  if (!path || !code) throw new AppError('SCREEN_NOT_OFFERED');
  return path(code);
};

/** Big screens opened by passcode: the organiser's passcode per activity, and the screen a typed passcode opens. */
export const screenService = (deps: Pick<Deps, 'db' | 'limiter'>) => {
  const repo = screenRepository(deps.db);

  const freshPasscode = async (user: CurrentUser, activityId: number) => {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const pwd = newPasscode();
      if (await repo.save(ownerOf(user), activityId, pwd)) return pwd;
    }
    throw new AppError('INTERNAL');
  };

  return {
    passcode: async (user: CurrentUser, activityId: number, reset: boolean) => {
      const activity = await ownActivity(deps.db, user, activityId);
      const screen_path = screenPath(activity.kind, activity.code);
      const kept = reset ? null : await repo.pwdOf(activityId);
      return { pwd: kept ?? (await freshPasscode(user, activityId)), screen_path };
    },

    /** Only wrong guesses count; an address that made too many waits out the minute even with the right one. */
    open: async (tenantId: number, pwd: string, ip: string) => {
      const failures = `screen:passcode:${tenantId}:${ip}`;
      if ((await deps.limiter.peek(failures)) >= screenPasscodeFailuresPerMinute)
        throw new AppError('TOO_MANY_REQUESTS');
      const activity = await repo.activityOf(tenantId, pwd);
      if (!activity) {
        await deps.limiter.hit(failures, 60);
        throw new AppError('SCREEN_PASSCODE_WRONG');
      }
      return { screen_path: screenPath(activity.kind, activity.code), title: activity.title };
    },
  };
};
