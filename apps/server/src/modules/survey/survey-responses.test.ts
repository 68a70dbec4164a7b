import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs } from '../activity/participant.factory.js';
import { everyTypeAnswers, makeLiveSurvey, submitAs } from './survey.factory.js';

const s = contract.survey;
const signup = { signup_fields: [{ key: 'name' }, { key: 'phone' }, { key: 'unit' }], submit_limit: { count: 0 } };
const pick = (values: string[]) => ({ values, text: '', rows: {} });

describe('the responses of a questionnaire', () => {
  const { t, organiser } = organiserApp();

  const call = <E extends (typeof s)[keyof typeof s]>(e: E, input: Record<string, unknown>) =>
    t.call(e, input, { token: organiser.token });
  /** A questionnaire answered by 张三 (female, apple+banana) and 李四 (male, pear), in that order. */
  const answered = async (settings: Record<string, unknown> = {}) => {
    const activity = await makeLiveSurvey(t, organiser.customer, { ...signup, ...settings });
    const zhang = await enterAs(t, activity, { fields: { name: '张三', phone: '13811110001', unit: '市场部' } });
    const li = await enterAs(t, activity, { fields: { name: '李四', phone: '13811110002', unit: '技术部' } });
    const first = await submitAs(t, zhang.ticket);
    t.clock.advance(60_000);
    const pear = everyTypeAnswers({
      q_gender: pick(['male']),
      q_fruits: pick(['pear']),
      q_why: { values: [], text: '清甜', rows: {} },
    });
    const second = await submitAs(t, li.ticket, pear);
    return { activity, ids: [first.data!.response_id, second.data!.response_id] };
  };

  it('lists responses newest first with who answered, searchable by name, phone or unit', async () => {
    const { activity, ids } = await answered();
    const all = await call(s.responses, { activity_id: activity.id });
    expect(all.body.data).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(all.body.data.list.map((r) => [r.id, r.name, r.phone, r.unit, r.duration_ms])).toEqual([
      [ids[1], '李四', '13811110002', '技术部', 65_000],
      [ids[0], '张三', '13811110001', '市场部', 65_000],
    ]);
    for (const keywords of ['张', '0001', '市场']) {
      const found = await call(s.responses, { activity_id: activity.id, keywords });
      expect(found.body.data.list.map((r) => r.id)).toEqual([ids[0]]);
    }
    const paged = await call(s.responses, { activity_id: activity.id, page: 2, limit: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, list: [{ id: ids[0] }] });
  });

  it('filters responses by the options picked in a choice question', async () => {
    const { activity, ids } = await answered();
    const filtered = (question_key: string, option_keys: string[]) =>
      call(s.responses, { activity_id: activity.id, filter: { question_key, option_keys } });
    expect((await filtered('q_fruits', ['pear'])).body.data.list.map((r) => r.id)).toEqual([ids[1]]);
    expect((await filtered('q_fruits', ['banana', 'pear'])).body.data.total).toBe(2);
    expect((await filtered('q_gender', ['other'])).body.data.total).toBe(0);
  });

  it('hides who answered an anonymous survey, and does not search by them', async () => {
    const { activity } = await answered({ anonymous: true });
    const res = await call(s.responses, { activity_id: activity.id });
    expect(res.body.data.list.every((r) => r.name === '' && r.phone === '' && r.unit === '')).toBe(true);
    expect((await call(s.responses, { activity_id: activity.id, keywords: '张三' })).body.data.total).toBe(2);
    const one = await call(s.response, { activity_id: activity.id, response_id: res.body.data.list[0]!.id });
    expect(one.body.data).toMatchObject({ name: '', phone: '', unit: '' });
  });

  it('shows one response question by question as a person reads it', async () => {
    const { activity, ids } = await answered({ scoring: true });
    const res = await call(s.response, { activity_id: activity.id, response_id: ids[0] });
    expect(res.body.data).toMatchObject({ id: ids[0], name: '张三', score: 10 });
    const text = Object.fromEntries(res.body.data.items.map((i) => [i.key, i.text]));
    expect(text).toMatchObject({
      q_gender: '女',
      q_fruits: '苹果；香蕉',
      q_why: '',
      q_rate: '4/5',
      q_matrix: '服务：好；价格：一般',
      q_rank: '1. 质量；2. 速度；3. 成本',
      q_region: '广东省/广州市/天河区',
      q_photo: '',
    });
    expect(res.body.data.items.map((i) => i.key)).not.toContain('intro');
    expect(res.body.data.items.find((i) => i.key === 'q_photo')).toMatchObject({ type: 'upload', files: [] });
  });

  it('deletes responses out of lists and counts, only within the activity', async () => {
    const { activity, ids } = await answered();
    const elsewhere = await answered();
    const res = await call(s.responseDelete, { activity_id: activity.id, ids: [ids[0], elsewhere.ids[0]] });
    expect(res.body.data).toEqual({ deleted: 1 });
    expect((await call(s.responses, { activity_id: activity.id })).body.data.list.map((r) => r.id)).toEqual([ids[1]]);
    expect((await call(s.detail, { activity_id: activity.id })).body.data.response_count).toBe(1);
    expect((await call(s.detail, { activity_id: elsewhere.activity.id })).body.data.response_count).toBe(2);
    expect((await call(s.responseDelete, { activity_id: activity.id, ids: [ids[0]] })).body.data).toEqual({
      deleted: 0,
    });
    for (const responseId of [ids[0], elsewhere.ids[1]]) {
      const gone = await call(s.response, { activity_id: activity.id, response_id: responseId });
      expect(gone.body).toMatchObject({ code: 400, msg: '答卷不存在' });
    }
    expect((await call(s.responseDelete, { activity_id: activity.id, ids: [] })).body.msg).toBe('请选择要删除的答卷');
  });
});
