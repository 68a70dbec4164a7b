import { activityKind, type CompetitionSettings, contract } from '@app/contract';
import type { TestApp } from '../../test/test-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';

/** A published competition of the organiser, with its settings (team mode unless said). */
export const makeCompetition = (
  t: TestApp,
  owner: { tenantId: number; id: number },
  settings: Partial<CompetitionSettings> = {},
) => makeLiveActivity(t, owner, activityKind.siteCompetition, { competition: settings });

/** Teams added through the organiser's call, in order. */
export const makeTeams = async (t: TestApp, token: string, activityId: number, names: string[]) => {
  const teams = [];
  for (const name of names) {
    const res = await t.call(contract.competitionTeam.save, { activity_id: activityId, name }, { token });
    if (res.body.code !== 200) throw new Error(`could not add team ${name}: ${res.body.msg}`);
    teams.push(res.body.data);
  }
  return teams;
};
