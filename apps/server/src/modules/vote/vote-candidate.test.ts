import { contract, liveChannels } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeCandidates, makeLiveVote } from './vote.factory.js';

const v = contract.vote;

describe('the organiser’s candidates and categories', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account) => ({ token: a.token });
  const newVote = () => makeLiveVote(t, organiser.customer);
  const call = <E extends (typeof v)[keyof typeof v]>(e: E, input: Record<string, unknown>, a = organiser) =>
    t.call(e, input, as(a));

  it('numbers new candidates in order and refuses a number in use', async () => {
    const vote = await newVote();
    const [first, second] = await makeCandidates(t, organiser.token, vote.id, 2);
    expect([first!.number, second!.number]).toEqual([1, 2]);
    const ten = await call(v.add, { activity_id: vote.id, name: '十号', number: 10 });
    expect(ten.body.data).toMatchObject({ number: 10, source: 'organiser', review: 'approved', status: 'shown' });
    const next = await call(v.add, { activity_id: vote.id, name: '下一个' });
    expect(next.body.data.number).toBe(11);
    const taken = await call(v.add, { activity_id: vote.id, name: '重号', number: 2 });
    expect(taken.body).toMatchObject({ code: 400, msg: '编号已被其他选手使用' });
    const editTaken = await call(v.edit, { activity_id: vote.id, id: first!.id, name: '一号', number: 10 });
    expect(editTaken.body).toMatchObject({ code: 400, msg: '编号已被其他选手使用' });
  });

  it('gives candidates added at once different numbers', async () => {
    const vote = await newVote();
    const added = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(v.add, { activity_id: vote.id, name: `同时 ${i}` })),
    );
    expect(added.map((r) => r.body.data.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('frees a deleted candidate’s number and hides it from the list', async () => {
    const vote = await newVote();
    const [first, second] = await makeCandidates(t, organiser.token, vote.id, 2);
    expect((await call(v.delete, { activity_id: vote.id, id: second!.id })).body.code).toBe(200);
    const list = await call(v.list, { activity_id: vote.id });
    expect(list.body.data.list.map((c) => c.id)).toEqual([first!.id]);
    const again = await call(v.add, { activity_id: vote.id, name: '补位', number: 2 });
    expect(again.body.data.number).toBe(2);
    const gone = await call(v.detail, { activity_id: vote.id, id: second!.id });
    expect(gone.body).toMatchObject({ code: 400, msg: '选手不存在' });
  });

  it('edits every field of a candidate and reads it back', async () => {
    const vote = await newVote();
    const [candidate] = await makeCandidates(t, organiser.token, vote.id, 1);
    const category = (await call(v.categoryAdd, { activity_id: vote.id, name: '少儿组' })).body.data;
    const fields = {
      name: '李四',
      number: 7,
      category_id: category.id,
      cover: '/uploads/a.png',
      images: ['/uploads/a.png', '/uploads/b.png'],
      video: '/uploads/a.mp4',
      description: '热爱唱歌',
    };
    const res = await call(v.edit, { activity_id: vote.id, id: candidate!.id, ...fields });
    expect(res.body.data).toMatchObject({ ...fields, category_name: '少儿组' });
    const detail = await call(v.detail, { activity_id: vote.id, id: candidate!.id });
    expect(detail.body.data).toEqual(res.body.data);
  });

  it('answers the contract’s messages for a bad candidate', async () => {
    const vote = await newVote();
    expect((await call(v.add, { activity_id: vote.id, name: ' ' })).body).toMatchObject({ msg: '请输入选手名称' });
    expect((await call(v.add, { activity_id: vote.id, name: '长'.repeat(31) })).body).toMatchObject({
      msg: '选手名称不能超过30个字',
    });
    const images = Array.from({ length: 10 }, (_, i) => `/uploads/${i}.png`);
    expect((await call(v.add, { activity_id: vote.id, name: '图多', images })).body).toMatchObject({
      msg: '图片最多9张',
    });
  });

  it('filters the list by category, keywords and status, by number', async () => {
    const vote = await newVote();
    const kids = (await call(v.categoryAdd, { activity_id: vote.id, name: '少儿组' })).body.data;
    await call(v.add, { activity_id: vote.id, name: '王小明', number: 3, category_id: kids.id });
    await call(v.add, { activity_id: vote.id, name: '张大山', number: 1 });
    const hidden = (await call(v.add, { activity_id: vote.id, name: '王大锤', number: 2 })).body.data;
    await call(v.status, { activity_id: vote.id, id: hidden.id, status: 'hidden' });
    const names = async (filter: Record<string, unknown>) =>
      (await call(v.list, { activity_id: vote.id, ...filter })).body.data.list.map((c) => c.name);
    expect(await names({})).toEqual(['张大山', '王大锤', '王小明']);
    expect(await names({ category_id: kids.id })).toEqual(['王小明']);
    expect(await names({ keywords: '王' })).toEqual(['王大锤', '王小明']);
    expect(await names({ keywords: '1' })).toEqual(['张大山']);
    expect(await names({ status: 'hidden' })).toEqual(['王大锤']);
    const paged = await call(v.list, { activity_id: vote.id, page: 2, limit: 2 });
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.body.data.list.map((c) => c.name)).toEqual(['王小明']);
  });

  it('keeps categories in order with their counts, and frees candidates of a deleted one', async () => {
    const vote = await newVote();
    const b = (await call(v.categoryAdd, { activity_id: vote.id, name: '乙组', sort: 2 })).body.data;
    const a = (await call(v.categoryAdd, { activity_id: vote.id, name: '甲组', sort: 1 })).body.data;
    const member = (await call(v.add, { activity_id: vote.id, name: '成员', category_id: b.id })).body.data;
    const list = await call(v.categoryList, { activity_id: vote.id });
    expect(list.body.data.map((c) => [c.name, c.candidate_count])).toEqual([
      ['甲组', 0],
      ['乙组', 1],
    ]);
    const edited = await call(v.categoryEdit, { activity_id: vote.id, id: b.id, name: '乙组二', sort: 0 });
    expect(edited.body.data).toEqual({ id: b.id, name: '乙组二', sort: 0, candidate_count: 1 });
    expect((await call(v.categoryDelete, { activity_id: vote.id, id: b.id })).body.code).toBe(200);
    const after = await call(v.detail, { activity_id: vote.id, id: member.id });
    expect(after.body.data).toMatchObject({ category_id: null, category_name: '' });
    expect((await call(v.categoryList, { activity_id: vote.id })).body.data.map((c) => c.id)).toEqual([a.id]);
    expect((await call(v.categoryAdd, { activity_id: vote.id, name: '' })).body).toMatchObject({
      msg: '请输入分类名称',
    });
  });

  it('refuses ids of another vote’s candidates and categories', async () => {
    const mine = await newVote();
    const theirs = await makeLiveVote(t, other.customer);
    const [candidate] = await makeCandidates(t, other.token, theirs.id, 1);
    const category = (await call(v.categoryAdd, { activity_id: theirs.id, name: '他组' }, other)).body.data;
    for (const res of [
      await call(v.detail, { activity_id: mine.id, id: candidate!.id }),
      await call(v.edit, { activity_id: mine.id, id: candidate!.id, name: '改', number: 5 }),
      await call(v.delete, { activity_id: mine.id, id: candidate!.id }),
      await call(v.status, { activity_id: mine.id, id: candidate!.id, status: 'hidden' }),
      await call(v.verify, { activity_id: mine.id, id: candidate!.id, approve: true }),
      await call(v.voteUser, { activity_id: mine.id, candidate_id: candidate!.id }),
    ]) {
      expect(res.body).toMatchObject({ code: 400, msg: '选手不存在' });
    }
    for (const res of [
      await call(v.categoryEdit, { activity_id: mine.id, id: category.id, name: '改' }),
      await call(v.categoryDelete, { activity_id: mine.id, id: category.id }),
      await call(v.add, { activity_id: mine.id, name: '借组', category_id: category.id }),
    ]) {
      expect(res.body).toMatchObject({ code: 400, msg: '分类不存在' });
    }
    for (const res of [
      await call(v.detail, { activity_id: theirs.id, id: candidate!.id }),
      await call(v.categoryList, { activity_id: theirs.id }),
      await call(v.verifyList, { activity_id: theirs.id }),
      await call(v.voteUser, { activity_id: theirs.id, candidate_id: candidate!.id }),
    ]) {
      expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
    const untouched = await call(v.detail, { activity_id: theirs.id, id: candidate!.id }, other);
    expect(untouched.body.data).toMatchObject({ name: '选手 1', status: 'shown' });
  });

  it('asks live pages to read the ranking again after candidate changes', async () => {
    const vote = await newVote();
    const heard: BusMessage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.vote(vote.id), (m) => heard.push(m));
    const [candidate] = await makeCandidates(t, organiser.token, vote.id, 1);
    await call(v.status, { activity_id: vote.id, id: candidate!.id, status: 'hidden' });
    await call(v.delete, { activity_id: vote.id, id: candidate!.id });
    stop();
    expect(heard).toHaveLength(3);
    expect(heard[0]).toEqual({
      channel: `vote:${vote.id}`,
      event: 'vote.tally',
      payload: { activity_id: vote.id, total_votes: 0, candidates: [], refresh: true },
    });
  });
});
