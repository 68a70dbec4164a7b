import type { ActivityDetail, ActivitySummary, Order } from '@app/contract';

/** A list row as the server answers it. */
export const makeSummary = (over: Partial<ActivitySummary> = {}): ActivitySummary => ({
  id: 1,
  kind: 1,
  title: '活动1',
  cover: '',
  status: 'draft',
  is_online: 0,
  start_time: null,
  end_time: null,
  expires_at: null,
  join_count: 0,
  created_at: '2025-03-02T08:00:00.000Z',
  ...over,
});

/** An activity as its settings page reads it. */
export const makeDetail = (over: Partial<ActivityDetail> = {}): ActivityDetail => ({
  ...makeSummary(),
  id: 9,
  title: '知识竞赛',
  description: '',
  template_id: null,
  link: '/h5/Ab3dE5fG7h',
  code: 'Ab3dE5fG7h',
  password: '',
  qrcode_style: { fg_color: '#000000', bg_color: '#ffffff', dot_style: 'square', logo: '' },
  no_publish_icon: 1,
  published_at: null,
  trial_left: 8,
  settings: {},
  ...over,
});

/** A publishing or renewal order as the server answers it. */
export const makeActivityOrder = (over: Partial<Order> = {}): Order => ({
  id: 31,
  order_sn: 'AC31',
  type: 'activity',
  title: '活动发布',
  amount: 99,
  status: 'unpaid',
  pay_method: '',
  kind: null,
  quantity: 1,
  invoiced: false,
  paid_at: null,
  created_at: '2025-03-02T08:00:00.000Z',
  ...over,
});

export const periods = [
  { days: 7, price: 29 },
  { days: 30, price: 99 },
];
