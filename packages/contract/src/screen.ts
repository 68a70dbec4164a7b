import { z } from 'zod';
import { activityKind } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { flagSchema, idSchema } from './fields.js';

/**
 * A big screen's passcode: the operator of a hall's screen (a PC or a TV box's browser) opens /screen/open and types
 * these digits instead of the screen's long address. One per activity, unique within the site.
 */
export const screenPasscodeLength = 6;

/** The kinds whose big screen is public by the activity's code, and where it lives. */
export const screenPathOf: Partial<Record<number, (code: string) => string>> = {
  [activityKind.siteInteraction]: (code) => `/screen/interactive/${code}`,
  [activityKind.lottery]: (code) => `/screen/lottery/${code}`,
  [activityKind.grade]: (code) => `/screen/grade/${code}`,
};

/** The page a screen device opens to type a passcode. */
export const screenOpenPath = '/screen/open';

/** Wrong guesses one address may make a minute before it waits (a passcode has a million values). */
export const screenPasscodeFailuresPerMinute = 10;

const passcodeSchema = z
  .string({ error: '请输入6位大屏口令' })
  .trim()
  .regex(new RegExp(`^\\d{${screenPasscodeLength}}$`), { error: '请输入6位大屏口令' });

const screenPasscodeSchema = z.object({
  pwd: z.string(),
  /** The screen the passcode opens, e.g. /screen/lottery/<code>. */
  screen_path: z.string(),
});

export const screenContract = {
  /** The activity's big-screen passcode, made on first use; `reset: 1` makes a new one (the old one stops working). */
  passcode: activityEndpoint({
    method: 'POST',
    path: '/api/MyActivity/apkPwd',
    input: z.object({ activity_id: idSchema, reset: flagSchema.optional() }),
    data: screenPasscodeSchema,
  }),
  /** The screen a passcode opens, on this site. */
  open: endpoint({
    method: 'POST',
    path: '/api/screen/open',
    auth: 'public',
    effect: 'read',
    input: z.object({ pwd: passcodeSchema }),
    data: z.object({ screen_path: z.string(), title: z.string() }),
  }),
};
