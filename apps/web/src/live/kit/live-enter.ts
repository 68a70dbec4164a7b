import type { H5Activity, InputOf, Participant } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { antiCheatContract } from '@app/contract/anti-cheat';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../app/api-error.js';
import { callLive } from './live-api.js';
import { deviceId, signedDeviceStore } from './live-store.js';

type EnterInput = Omit<InputOf<typeof activityContract.h5Enter>, 'code' | 'device_id'>;

const deviceFor = async (info: H5Activity, silent: boolean) => {
  if (!info.signed_device) return deviceId();
  const stored = signedDeviceStore.get(info.code);
  if (stored) return stored;
  const { uniq } = await callLive(antiCheatContract.uniqStr, { code: info.code }, { silent });
  signedDeviceStore.set(info.code, uniq);
  return uniq;
};

/** What a join form says a participant is (a `live` text): their WeChat account, the number they prove, or this phone. */
export const identityStatement = (info: H5Activity) =>
  info.needs_wechat ? 'identityWechat' : info.identity === 'phone' ? 'identityPhone' : 'identityDevice';

/** Texts the SMS code that proves the number a join form gives, when the activity proves phones (identity `phone`). */
export const sendEnterCode = (code: string) => (phone: string) =>
  callLive(activityContract.h5SendCode, { code, phone }, { silent: true });

/**
 * Joins the activity with this phone's device id, or the server-signed one when the activity asks for it. The
 * organiser's own browser joins as a preview (no trial place, not in the statistics).
 */
export const useEnter = (info: H5Activity, { silent = false } = {}) =>
  useMutation<Participant, Error, EnterInput>({
    mutationFn: async (input) => {
      const device_id = await deviceFor(info, silent);
      const body = { ...input, code: info.code, device_id };
      return callLive(activityContract.h5Enter, body, { silent, asOrganiser: true }).catch((e: unknown) => {
        // A signed device the server no longer accepts is dropped, so the next try asks for a fresh one.
        if (e instanceof ApiError && e.errorName === 'H5_DEVICE_INVALID') signedDeviceStore.clear(info.code);
        throw e;
      });
    },
  });
