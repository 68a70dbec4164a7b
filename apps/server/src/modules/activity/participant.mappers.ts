import {
  activityKind,
  type GameFields,
  gameSettingsSchema,
  type H5Activity,
  type IdentityMode,
  identityModeSchema,
  type Participant,
  quizSettingsSchema,
  type SignupField,
  surveySettingsSchema,
} from '@app/contract';
import { participantQuizSettings } from '../quiz/index.js';
import { participantSurveySettings } from '../survey/index.js';
import { isVote, voteSettingsOf } from '../vote/index.js';
import type { participants } from './activity.table.js';
import { type H5State, h5StateMessage } from './h5-state.js';
import type { ActivityRecord } from './own-activity.js';

type ParticipantRow = typeof participants.$inferSelect;

/** The sign-up form, the participant-safe settings and whether joining takes WeChat, by kind. */
export const participantViewOf = (activity: ActivityRecord) => {
  if (activity.kind === activityKind.onlineQuiz) {
    const s = quizSettingsSchema.parse(activity.settings);
    return {
      fields: askedWith(s.signup_fields, s.identity),
      units: s.units,
      settings: participantQuizSettings(s),
      needsWechat: false,
      identity: s.identity,
    };
  }
  if (activity.kind === activityKind.survey) {
    const s = surveySettingsSchema.parse(activity.settings);
    const needsWechat = isVote(activity) && voteSettingsOf(activity).require_wechat;
    return {
      fields: askedWith(s.signup_fields, s.identity),
      units: s.units,
      settings: participantSurveySettings(s),
      needsWechat,
      identity: s.identity,
    };
  }
  if (activity.kind === activityKind.siteInteraction || activity.kind === activityKind.siteCompetition) {
    // The on-site quiz asks what its join fields say (game/fieldSite); a phone number takes a seat only once an
    // SMS code proves it (identity `phone`).
    const identity = gameSettingsSchema.shape.identity.catch('device').parse(activity.settings.identity);
    const fields = gameSettingsSchema.shape.fields.catch([]).parse(activity.settings.fields);
    return { fields: askedWith(fields, identity), units: [], settings: {}, needsWechat: false, identity };
  }
  if (activity.kind === activityKind.grade) {
    // Judge scoring asks its audience nothing but, with identity `phone`, a number an SMS code proves.
    const identity = identityModeSchema.catch('device').parse(activity.settings.identity);
    return { fields: askedWith([], identity), units: [], settings: {}, needsWechat: false, identity };
  }
  return { fields: [], units: [], settings: {}, needsWechat: false, identity: 'device' as const };
};

type AskedField = SignupField | GameFields['fields'][number];

/** A verified phone is asked of everyone, first, whatever the form says of it. */
const askedWith = (fields: AskedField[], identity: IdentityMode): AskedField[] => {
  if (identity !== 'phone') return fields;
  return [{ key: 'phone', required: true }, ...fields.filter((f) => f.key !== 'phone')];
};

/**
 * What joining asks beyond the sign-up form: an answer code, a server-issued device string, a WeChat sign-in with
 * the organiser's official account (WeChatSetting).
 */
export type EntryRules = { needsAnswerCode: boolean; signedDevice: boolean; wechatAccount: boolean };

/** What an online quiz offers besides its settings, so the phone asks only for what is there. */
export type QuizOffers = { pk: boolean };

export const toH5Activity = (
  activity: ActivityRecord,
  state: H5State,
  entry: EntryRules,
  offers: QuizOffers,
  media: boolean,
): H5Activity => {
  const view = participantViewOf(activity);
  const quiz = activity.kind === activityKind.onlineQuiz;
  return {
    id: activity.id,
    kind: activity.kind,
    code: activity.code ?? '',
    title: activity.title,
    cover: activity.cover,
    description: activity.description,
    state,
    state_message: h5StateMessage(state),
    show_unpublished_badge: activity.status === 'draft' && activity.noPublishIcon,
    needs_password: activity.password !== '',
    needs_answer_code: entry.needsAnswerCode,
    signed_device: entry.signedDevice,
    needs_wechat: view.needsWechat || entry.wechatAccount,
    identity: view.identity,
    signup_fields: view.fields,
    units: view.units,
    start_time: activity.startTime?.toISOString() ?? null,
    end_time: activity.endTime?.toISOString() ?? null,
    settings: quiz ? { ...view.settings, pk: offers.pk } : view.settings,
    media,
  };
};

export const toParticipant = (row: ParticipantRow): Participant => ({
  ticket: row.ticket,
  id: row.id,
  name: row.name,
  phone: row.phone,
  unit: row.unit,
});
