import { contract } from '@app/contract';
import type { TestApp } from '../../test/test-app.js';

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** A device id and an address of its own, so rate limits per address stay out of the way. */
export const newDevice = () => {
  const n = next();
  return { device_id: `device-${process.pid}-${n}`, ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};

const signed = new Map<string, string>();

/**
 * The device string `device` joins `code` with: one the server signed for it, as a phone asks for one (every
 * on-site kind takes signed devices only, and the others take them too), asked once and kept as a phone keeps it.
 */
export const signedDeviceFor = async (t: TestApp, code: string, device: ReturnType<typeof newDevice>) => {
  const key = `${code}:${device.device_id}`;
  const known = signed.get(key);
  if (known) return known;
  const res = await t.call(contract.antiCheat.uniqStr, { code }, { ip: device.ip });
  // An unknown or closed code signs nothing: the entry then answers why.
  const uniq = res.body.data?.uniq ?? device.device_id;
  signed.set(key, uniq);
  return uniq;
};

/** Joins an activity as a new participant (or as `device`/phone again) and answers the participant with ticket. */
export const enterAs = async (
  t: TestApp,
  activity: { code: string | null },
  input: {
    password?: string;
    fields?: Record<string, string>;
    device?: ReturnType<typeof newDevice>;
    /** A WeChat sign-in code: the offline WeChat answers the same openid for the same code. */
    wechatCode?: string;
    /** The organiser's session token: the entry is then their preview. */
    token?: string;
    /** The join code h5SendCode sent to the form's phone (identity `phone`). */
    smsCode?: string;
    /** An answer code the organiser handed out. */
    answerCode?: string;
  } = {},
) => {
  const device = input.device ?? newDevice();
  const code = activity.code ?? '';
  const res = await t.call(
    contract.activity.h5Enter,
    {
      code,
      device_id: await signedDeviceFor(t, code, device),
      password: input.password ?? '',
      fields: input.fields ?? {},
      wechat_code: input.wechatCode ?? '',
      sms_code: input.smsCode ?? '',
      answer_code: input.answerCode ?? '',
    },
    { ip: device.ip, token: input.token },
  );
  if (res.body.code !== 200) throw new Error(`could not enter: ${res.body.msg}`);
  return res.body.data;
};
