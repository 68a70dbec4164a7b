import type { InputOf, VoteSettings } from '@app/contract';
import type { voteContract } from '@app/contract/vote';
import type { VoteSite } from './api.js';

type PageInput = InputOf<typeof voteContract.page>;
export type EditableSettings = Omit<VoteSettings, 'gate' | 'quota_since'>;

/**
 * vote/page saves every rule and page setting at once: the saved settings with one tab's edits on top, so a tab
 * never resets what another tab saved (nor the voters' fields and identity). The gate and the quota reset have calls of their own.
 */
export const pageInput = (
  site: VoteSite,
  edits: Partial<EditableSettings>,
  voters: Pick<VoteSite, 'signup_fields' | 'identity'> = site,
): PageInput => {
  const { gate: _gate, quota_since: _since, ...saved } = site.settings;
  const { signup_fields, identity } = voters;
  return { activity_id: site.activity_id, settings: { ...saved, ...edits }, signup_fields, identity };
};
