import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { participantRepository } from '../activity/index.js';
import type { sessionPhone } from '../live-session/index.js';
import { gameKind } from './game-kind.js';
import { gameSettingsOf } from './game-setup.mappers.js';

type Phone = ReturnType<typeof sessionPhone>;
type PhoneState = Awaited<ReturnType<Phone['me']>>;

const withPhoneSite = ({ activity, snapshot, me }: PhoneState) => ({
  snapshot,
  me,
  phone_site: gameSettingsOf(activity.settings).phone_site,
});

/** The big screen and the phones of an on-site quiz: the engine's state with the quiz's own look. */
export const gamePlayService = (deps: Pick<Deps, 'db'>, phone: Phone) => ({
  /** Public by the join code: the screen is shown to the whole hall anyway. */
  screen: async (tenant: Tenant, code: string) => {
    const activity = await participantRepository(deps.db).activityByCode(tenant.id, code);
    if (!activity || !gameKind.kinds.includes(activity.kind)) throw new AppError('H5_ACTIVITY_UNAVAILABLE');
    const { site } = gameSettingsOf(activity.settings);
    return {
      title: site.title || activity.title,
      code,
      link: `/h5/${code}`,
      site,
      ...(await phone.screen(activity)),
    };
  },
  join: async (ticket: string, nickname: string) => withPhoneSite(await phone.join(ticket, nickname)),
  me: async (ticket: string) => withPhoneSite(await phone.me(ticket)),
});
