import { type Candidate, voteSettingsSchema } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import type { VoteSite } from './api.js';
import type { VoteRecord } from './vote-record-columns.js';

/** Vote objects in the server's shapes, and small helpers, for the vote pages' tests. */
export const voteActivity = (form = 'vote') => ({
  id: 5,
  kind: 4,
  title: '最美员工评选',
  link: '/h5/Ab3dE5fG7h',
  code: 'Ab3dE5fG7h',
  settings: { form },
});

export const makeSite = (over: Partial<VoteSite['settings']> = {}): VoteSite => ({
  activity_id: 5,
  settings: { ...voteSettingsSchema.parse({}), ...over },
  signup_fields: [{ key: 'name', required: true }],
  identity: 'device',
  totals: { candidates: 2, votes: 10, voters: 4 },
});

export const makeCandidate = (id: number, over: Partial<Candidate> = {}): Candidate => ({
  id,
  activity_id: 5,
  number: id,
  name: `选手${id}`,
  category_id: null,
  category_name: '',
  cover: '',
  images: [],
  video: '',
  description: '',
  votes: 0,
  status: 'shown',
  review: 'approved',
  review_reason: '',
  source: 'organiser',
  created_at: '2026-06-01T02:00:00.000Z',
  ...over,
});

export const makeRecord = (id: number, over: Partial<VoteRecord> = {}): VoteRecord => ({
  id,
  candidate_id: 1,
  candidate_number: 1,
  candidate_name: '选手1',
  participant_id: 30 + id,
  voter_name: `投票人${id}`,
  voter_phone: '',
  ip: '10.0.0.1',
  flagged: false,
  flag_reason: '',
  invalid: false,
  created_at: '2026-06-01T02:00:00.000Z',
  ...over,
});

export const page = <T>(list: T[]) => ({ data: { list, total: list.length, page: 1, limit: 10 } });

/**
 * Tests render without the app's button config, so antd may space a two-character label ("保 存"); a button's icon
 * names itself first ("plus 添加选项").
 */
const spaced = (text: string) => new RegExp(`^([\\w-]+ )?${text.split('').join('\\s*')}$`);
export const clickButton = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name: spaced(name) }));

export const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** The machine running tests is shared: a whole antd page can take far longer than test-kit's `slow` to appear. */
export const patient = { timeout: 15_000 };

/** The open tab's content of the page's own (card) tabs: role queries over a whole antd page are slow in jsdom. */
export const openTab = async (name: string) => {
  fireEvent.click(
    await screen.findByText(
      name,
      { selector: '.ant-tabs-card .ant-tabs-tab-btn, .ant-tabs-card .ant-tabs-tab-btn *' },
      patient,
    ),
  );
  return document.querySelector('.ant-tabs-card .ant-tabs-content-active') as HTMLElement;
};
