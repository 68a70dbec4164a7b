import type { DataOf, H5Activity } from '@app/contract';
import type { surveyContract } from '@app/contract/survey';
import { liveCode, makeInfo } from '../kit/live-fixtures.js';
import type { ParticipantQuestion } from './survey-field-types.js';

/** Test data for the participant's questionnaire, shaped as the server answers. */
export const surveyPaths = {
  info: '/api/h5/activity',
  enter: '/api/h5/enter',
  state: '/api/h5/survey/state',
  submit: '/api/h5/survey/submit',
  upload: '/api/h5/upload',
} as const;

type OptionInput = string | { key: string; label: string; other?: boolean; jump_to?: string };

const option = (o: OptionInput, i: number) =>
  typeof o === 'string'
    ? { key: `o${i + 1}`, label: o, other: false, jump_to: '' }
    : { other: false, jump_to: '', ...o };

/** A question with the contract's defaults; `options` may be plain labels (keys o1, o2, …). */
export const makeSurveyQuestion = (
  key: string,
  type: ParticipantQuestion['type'],
  over: Omit<Partial<ParticipantQuestion>, 'options'> & { options?: OptionInput[] } = {},
): ParticipantQuestion => ({
  key,
  type,
  title: `${key}题`,
  description: '',
  required: false,
  rows: [],
  min_select: 0,
  max_select: 0,
  format: 'none',
  scale: 5,
  scale_labels: ['', ''],
  rating_style: 'star',
  accept: 'image',
  max_files: 1,
  show_if: null,
  ...over,
  options: (over.options ?? []).map(option),
});

export const makeSurveySettings = (questions: ParticipantQuestion[], over: Record<string, unknown> = {}) => ({
  form: 'survey',
  questions,
  submit_limit: { per: 'participant', period: 'total', count: 1 },
  scoring: false,
  thank_you: { title: '提交成功', content: '感谢您的参与！', show_score: false },
  ...over,
});

export const makeSurveyInfo = (questions: ParticipantQuestion[], over: Record<string, unknown> = {}): H5Activity =>
  makeInfo({
    kind: 4,
    code: liveCode,
    title: '员工满意度调查',
    description: '匿名填写，约需3分钟',
    settings: makeSurveySettings(questions, over),
  });

type Standing = DataOf<typeof surveyContract.h5State>;

export const makeStanding = (over: Partial<Standing> = {}): Standing => ({
  submitted: 0,
  can_submit: true,
  message: '',
  last: null,
  ...over,
});

export const makeSubmitResult = (
  over: Partial<DataOf<typeof surveyContract.h5Submit>> = {},
): DataOf<typeof surveyContract.h5Submit> => ({
  response_id: 41,
  score: null,
  thank_you: { title: '提交成功', content: '感谢您的参与！', show_score: false },
  standing: makeStanding({
    submitted: 1,
    can_submit: false,
    message: '您已提交过',
    last: { response_id: 41, score: null, created_at: '2025-03-02T08:00:00.000Z' },
  }),
  ...over,
});
