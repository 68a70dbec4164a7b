import { contract, type QuestionInput, questionTypes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { fillBank, makeBank, makePublicBank, sampleQuestion } from './question.factory.js';

const q = contract.question;
const readOnly = '公共题库不能修改，请先复制到我的题库';

describe('questions', () => {
  const abroadHost = 'questions-other.test';
  const { t, organiser, other, abroad } = organiserApp({ other: true, abroad: abroadHost });

  const as = (a: Account) => ({ token: a.token, host: a === abroad ? abroadHost : 'localhost' });
  const newBank = () => makeBank(t, organiser.customer);
  const countOf = async (bankId: number, a = organiser) =>
    (await t.call(q.bankDetail, { id: bankId }, as(a))).body.data.question_count;
  const listOf = async (bankId: number, filter: Record<string, unknown> = {}, a = organiser) =>
    (await t.call(q.list, { bank_id: bankId, limit: 100, ...filter }, as(a))).body.data;
  const stemsOf = async (bankId: number, filter: Record<string, unknown> = {}, a = organiser) =>
    (await listOf(bankId, filter, a)).list.map((x) => x.stem);
  const add = (bankId: number, question: QuestionInput, a = organiser) =>
    t.call(q.add, { bank_id: bankId, ...question }, as(a));

  describe('adding', () => {
    it('saves a question of every type at the end of the bank and counts it', async () => {
      const bank = await newBank();
      for (const type of questionTypes) {
        const res = await add(bank.id, sampleQuestion(type, { explanation: '解析', tags: ['常识'], score: 2.5 }));
        expect(res.body.code).toBe(200);
        expect(res.body.data).toMatchObject({
          type,
          bank_id: bank.id,
          explanation: '解析',
          tags: ['常识'],
          score: 2.5,
        });
      }
      const list = await listOf(bank.id);
      expect(list.list.map((x) => x.type)).toEqual(['single', 'multiple', 'judge', 'blank', 'short', 'sort']);
      expect(list.list.map((x) => x.sort)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(list.list[3]).toMatchObject({
        stem: '水由____和____组成。',
        blanks: [['氢'], ['氧', '氧元素']],
        answer: [],
      });
      expect(list.list[5]).toMatchObject({ options: [{ text: '宋' }, { text: '秦' }, { text: '唐' }] });
      expect(await countOf(bank.id)).toBe(6);
    });

    it('keeps a multiple choice answer in option order, and an ordering answer in its own order', async () => {
      const res = await add((await newBank()).id, sampleQuestion('multiple', { answer: ['B', 'A'] }));
      expect(res.body.data.answer).toEqual(['A', 'B']);
      const ordering = await add((await newBank()).id, sampleQuestion('sort', { answer: ['C', 'B', 'A'] }));
      expect(ordering.body.data.answer).toEqual(['C', 'B', 'A']);
    });

    it('answers the contract’s messages for malformed input', async () => {
      const bank = await newBank();
      const cases: [Record<string, unknown>, string][] = [
        [{ stem: '  ' }, '请输入题干'],
        [{ type: 'essay' }, '题型不正确'],
        [{ score: 0 }, '分值须大于0、不超过100，最多一位小数'],
        [{ score: 1.25 }, '分值须大于0、不超过100，最多一位小数'],
        [{ difficulty: 4 }, '难度不正确'],
        [{ tags: Array.from({ length: 11 }, (_, i) => `标签${i}`) }, '标签最多10个'],
        [{ stem: '题'.repeat(2001) }, '题干不能超过2000个字'],
      ];
      for (const [fields, msg] of cases) {
        const res = await t.call(q.add, { bank_id: bank.id, ...sampleQuestion('single'), ...fields }, as(organiser));
        expect(res.body, msg).toMatchObject({ code: 400, msg });
      }
      expect(await countOf(bank.id)).toBe(0);
    });

    it('refuses a question that breaks its type’s rules, with the reason', async () => {
      const bank = await newBank();
      const cases: [QuestionInput, string][] = [
        [sampleQuestion('single', { answer: ['A', 'B'] }), '单选题须有且只有一个正确答案'],
        [sampleQuestion('single', { options: [{ key: 'A', text: '唯一' }], answer: ['A'] }), '选择题须有2到10个选项'],
        [sampleQuestion('multiple', { answer: ['A'] }), '多选题至少两个正确答案'],
        [sampleQuestion('judge', { answer: ['对'] }), '判断题答案须为正确或错误'],
        [sampleQuestion('blank', { blanks: [['氢']] }), '填空题的空数须与答案数一致'],
        [sampleQuestion('short', { answer: ['一', '二'] }), '简答题只能有一个参考答案'],
        [sampleQuestion('sort', { answer: ['B', 'C'] }), '排序题的答案须依次包含每个选项各一次'],
        [sampleQuestion('sort', { options: [{ key: 'A', text: '唯一' }], answer: ['A'] }), '排序题须有2到10个选项'],
      ];
      for (const [question, msg] of cases) {
        expect((await add(bank.id, question)).body).toMatchObject({ code: 400, msg });
      }
      expect(await countOf(bank.id)).toBe(0);
    });

    it('adds nothing to a public bank or to another organiser’s', async () => {
      const open = await makePublicBank(t);
      expect((await add(open.id, sampleQuestion())).body.msg).toBe(readOnly);
      const theirs = await makeBank(t, other.customer);
      expect((await add(theirs.id, sampleQuestion())).body.msg).toBe('题库不存在');
      expect((await add(theirs.id, sampleQuestion(), abroad)).body.msg).toBe('题库不存在');
      expect(await countOf(theirs.id, other)).toBe(0);
    });
  });

  describe('reading', () => {
    it('lists a bank’s questions in order, page by page', async () => {
      const bank = await fillBank(t, await newBank(), 25);
      const page3 = await t.call(q.list, { bank_id: bank.id, page: 3, limit: 10 }, as(organiser));
      expect(page3.body.data).toMatchObject({ total: 25, page: 3, limit: 10 });
      expect(page3.body.data.list.map((x) => x.stem.split('.')[0])).toEqual(['21', '22', '23', '24', '25']);
      expect(await listOf(bank.id, { page: 2, limit: 25 })).toMatchObject({ list: [], total: 25 });
    });

    it('searches stem, explanation and tags regardless of case, taking % and _ literally', async () => {
      const bank = await newBank();
      await add(bank.id, sampleQuestion('judge', { stem: 'HTTP 是一种协议。' }));
      await add(bank.id, sampleQuestion('judge', { stem: '第二题', explanation: '与 http 有关' }));
      await add(bank.id, sampleQuestion('judge', { stem: '第三题', tags: ['Http基础'] }));
      await add(bank.id, sampleQuestion('judge', { stem: '折扣 100% 有效' }));
      await add(bank.id, sampleQuestion('judge', { stem: '无关' }));
      expect(await stemsOf(bank.id, { keywords: 'http' })).toEqual(['HTTP 是一种协议。', '第二题', '第三题']);
      expect(await stemsOf(bank.id, { keywords: '0%' })).toEqual(['折扣 100% 有效']);
      expect(await stemsOf(bank.id, { keywords: '_' })).toEqual([]);
      expect(await listOf(bank.id, { keywords: 'HTTP', page: 2, limit: 2 })).toMatchObject({ total: 3 });
      expect(await listOf(bank.id, { keywords: 'HTTP', page: 3, limit: 2 })).toMatchObject({ list: [], total: 3 });
    });

    it('filters by type, difficulty and tag', async () => {
      const bank = await newBank();
      await add(bank.id, sampleQuestion('single', { stem: '甲', difficulty: 1, tags: ['安全'] }));
      await add(bank.id, sampleQuestion('judge', { stem: '乙', difficulty: 3, tags: ['安全', '法律'] }));
      await add(bank.id, sampleQuestion('judge', { stem: '丙', difficulty: 1, tags: ['安全常识'] }));
      expect(await stemsOf(bank.id, { type: 'judge' })).toEqual(['乙', '丙']);
      expect(await stemsOf(bank.id, { difficulty: 3 })).toEqual(['乙']);
      expect(await stemsOf(bank.id, { tag: '安全' })).toEqual(['甲', '乙']);
      expect(await stemsOf(bank.id, { type: 'judge', difficulty: 1 })).toEqual(['丙']);
      const total = (await listOf(bank.id, { tag: '法律' })).total;
      expect(total).toBe(1);
    });

    it('shows a public bank’s questions to organisers of every site', async () => {
      const open = await fillBank(t, await makePublicBank(t), 3);
      const list = await listOf(open.id, {}, abroad);
      expect(list.total).toBe(3);
      const detail = await t.call(q.detail, { id: list.list[0]!.id }, as(abroad));
      expect(detail.body.data.stem).toBe('1. 中国的首都是哪座城市？');
    });

    it('shows no one another organiser’s questions', async () => {
      const bank = await fillBank(t, await newBank(), 2);
      const [first] = (await listOf(bank.id)).list;
      for (const stranger of [other, abroad]) {
        expect((await t.call(q.list, { bank_id: bank.id }, as(stranger))).body.msg).toBe('题库不存在');
        expect((await t.call(q.detail, { id: first!.id }, as(stranger))).body.msg).toBe('题目不存在');
      }
    });
  });

  describe('editing', () => {
    it('changes a question, type and all', async () => {
      const bank = await newBank();
      const added = (await add(bank.id, sampleQuestion('single'))).body.data;
      const res = await t.call(q.edit, { id: added.id, ...sampleQuestion('blank', { difficulty: 2 }) }, as(organiser));
      expect(res.body.data).toMatchObject({ id: added.id, type: 'blank', options: [], difficulty: 2, sort: 1 });
      expect((await t.call(q.detail, { id: added.id }, as(organiser))).body.data.type).toBe('blank');
    });

    it('refuses an edit that breaks the rules and keeps the question', async () => {
      const added = (await add((await newBank()).id, sampleQuestion('judge'))).body.data;
      const res = await t.call(q.edit, { id: added.id, ...sampleQuestion('judge', { answer: [] }) }, as(organiser));
      expect(res.body.msg).toBe('判断题答案须为正确或错误');
      expect((await t.call(q.detail, { id: added.id }, as(organiser))).body.data.answer).toEqual(['T']);
    });

    it('edits neither public questions nor another organiser’s', async () => {
      const [pub] = (await listOf((await fillBank(t, await makePublicBank(t), 1)).id)).list;
      expect((await t.call(q.edit, { id: pub!.id, ...sampleQuestion() }, as(organiser))).body.msg).toBe(readOnly);
      const theirs = await fillBank(t, await makeBank(t, other.customer), 1);
      const [their] = (await listOf(theirs.id, {}, other)).list;
      const res = await t.call(q.edit, { id: their!.id, ...sampleQuestion('short') }, as(organiser));
      expect(res.body.msg).toBe('题目不存在');
      expect((await t.call(q.detail, { id: their!.id }, as(other))).body.data.type).toBe('single');
    });
  });

  describe('deleting', () => {
    it('deletes questions and counts the bank again', async () => {
      const bank = await fillBank(t, await newBank(), 4);
      const [a, , c] = (await listOf(bank.id)).list;
      const res = await t.call(q.delete, { ids: [a!.id, c!.id] }, as(organiser));
      expect(res.body.data).toEqual({ deleted: 2 });
      expect((await stemsOf(bank.id)).map((s) => s.split('.')[0])).toEqual(['2', '4']);
      expect(await countOf(bank.id)).toBe(2);
    });

    it('deletes nothing when one of the questions is not the caller’s', async () => {
      const bank = await fillBank(t, await newBank(), 2);
      const theirs = await fillBank(t, await makeBank(t, other.customer), 1);
      const [mine] = (await listOf(bank.id)).list;
      const [their] = (await listOf(theirs.id, {}, other)).list;
      const res = await t.call(q.delete, { ids: [mine!.id, their!.id] }, as(organiser));
      expect(res.body.msg).toBe('题目不存在');
      expect(await countOf(bank.id)).toBe(2);
      expect(await countOf(theirs.id, other)).toBe(1);
      const open = await fillBank(t, await makePublicBank(t), 1);
      const [pub] = (await listOf(open.id)).list;
      expect((await t.call(q.delete, { ids: [pub!.id] }, as(organiser))).body.msg).toBe(readOnly);
      expect((await t.call(q.delete, { ids: [] }, as(organiser))).body.msg).toBe('请选择要删除的题目');
    });
  });

  describe('sorting', () => {
    it('puts the questions in the order given', async () => {
      const bank = await fillBank(t, await newBank(), 4);
      const ids = (await listOf(bank.id)).list.map((x) => x.id);
      const order = [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
      expect((await t.call(q.sort, { bank_id: bank.id, ids: order }, as(organiser))).body.code).toBe(200);
      expect((await listOf(bank.id)).list.map((x) => x.id)).toEqual(order);
      const added = (await add(bank.id, sampleQuestion('short'))).body.data;
      expect((await listOf(bank.id)).list.map((x) => x.id)).toEqual([...order, added.id]);
    });

    it('asks for every question of the bank exactly once', async () => {
      const bank = await fillBank(t, await newBank(), 3);
      const ids = (await listOf(bank.id)).list.map((x) => x.id);
      const stray = (await listOf((await fillBank(t, await newBank(), 1)).id)).list[0]!.id;
      const mismatch = '排序须包含题库中的全部题目';
      for (const wrong of [ids.slice(0, 2), [...ids, stray], [ids[0]!, ids[0]!, ids[1]!], [ids[0]!, ids[1]!, stray]]) {
        expect((await t.call(q.sort, { bank_id: bank.id, ids: wrong }, as(organiser))).body.msg).toBe(mismatch);
      }
      expect((await listOf(bank.id)).list.map((x) => x.id)).toEqual(ids);
    });

    it('sorts neither public banks nor another organiser’s', async () => {
      const open = await fillBank(t, await makePublicBank(t), 2);
      const ids = (await listOf(open.id)).list.map((x) => x.id);
      const res = await t.call(q.sort, { bank_id: open.id, ids: [...ids].reverse() }, as(organiser));
      expect(res.body.msg).toBe(readOnly);
      const theirs = await fillBank(t, await makeBank(t, other.customer), 2);
      const theirIds = (await listOf(theirs.id, {}, other)).list.map((x) => x.id);
      const steal = await t.call(q.sort, { bank_id: theirs.id, ids: [...theirIds].reverse() }, as(organiser));
      expect(steal.body.msg).toBe('题库不存在');
    });
  });

  describe('batches', () => {
    it('saves a batch at the end of the bank, in order', async () => {
      const bank = await fillBank(t, await newBank(), 1);
      const batch = [sampleQuestion('judge'), sampleQuestion('blank'), sampleQuestion('multiple')];
      const res = await t.call(q.batchAdd, { bank_id: bank.id, questions: batch }, as(organiser));
      expect(res.body.data.added).toBe(3);
      const list = (await listOf(bank.id)).list;
      expect(list.map((x) => x.id)).toEqual([list[0]!.id, ...res.body.data.ids]);
      expect(list.map((x) => x.type)).toEqual(['single', 'judge', 'blank', 'multiple']);
      expect(await countOf(bank.id)).toBe(4);
    });

    it('saves nothing of a batch with one bad question, and names it', async () => {
      const bank = await newBank();
      const batch = [sampleQuestion('judge'), sampleQuestion('short'), sampleQuestion('single', { answer: [] })];
      const res = await t.call(q.batchAdd, { bank_id: bank.id, questions: batch }, as(organiser));
      expect(res.body).toMatchObject({ code: 400, msg: '第3题：单选题须有且只有一个正确答案' });
      expect(await countOf(bank.id)).toBe(0);
      expect((await listOf(bank.id)).total).toBe(0);
      const empty = await t.call(q.batchAdd, { bank_id: bank.id, questions: [] }, as(organiser));
      expect(empty.body.msg).toBe('请至少录入一道题');
    });

    it('puts no batch into a public bank or another organiser’s', async () => {
      const open = await makePublicBank(t);
      const batch = { questions: [sampleQuestion()] };
      expect((await t.call(q.batchAdd, { bank_id: open.id, ...batch }, as(organiser))).body.msg).toBe(readOnly);
      const theirs = await makeBank(t, other.customer);
      expect((await t.call(q.batchAdd, { bank_id: theirs.id, ...batch }, as(organiser))).body.msg).toBe('题库不存在');
    });

    it('edits a batch across the organiser’s banks', async () => {
      const first = await fillBank(t, await newBank(), 2);
      const second = await fillBank(t, await newBank(), 1);
      const [a, b] = (await listOf(first.id)).list;
      const [c] = (await listOf(second.id)).list;
      const rich = sampleQuestion('blank', {
        stem: '改丙：____',
        blanks: [['甲', '乙']],
        explanation: '说明',
        difficulty: 3,
        tags: ['标签'],
        score: 2.5,
        image: '/uploads/a.png',
        audio: '/uploads/a.mp3',
        video: '/uploads/a.mp4',
      });
      const questions = [
        { id: a!.id, ...sampleQuestion('judge', { stem: '改甲' }) },
        { id: c!.id, ...rich },
      ];
      const res = await t.call(q.batchEdit, { questions }, as(organiser));
      expect(res.body.data).toEqual({ edited: 2 });
      expect(await stemsOf(first.id)).toEqual(['改甲', b!.stem]);
      const edited = (await t.call(q.detail, { id: c!.id }, as(organiser))).body.data;
      expect(edited).toMatchObject({ ...rich, id: c!.id, bank_id: second.id, sort: 1, options: [], answer: [] });
      expect(await countOf(first.id)).toBe(2);
    });

    it('edits nothing of a batch with one bad question, and names it', async () => {
      const bank = await fillBank(t, await newBank(), 2);
      const [a, b] = (await listOf(bank.id)).list;
      const questions = [
        { id: a!.id, ...sampleQuestion('judge', { stem: '改甲' }) },
        { id: b!.id, ...sampleQuestion('blank', { stem: '没有空' }) },
      ];
      const res = await t.call(q.batchEdit, { questions }, as(organiser));
      expect(res.body.msg).toBe('第2题：填空题的空数须与答案数一致');
      expect(await stemsOf(bank.id)).toEqual([a!.stem, b!.stem]);
    });

    it('edits nothing of a batch holding a question that is not the caller’s or is public', async () => {
      const bank = await fillBank(t, await newBank(), 1);
      const [mine] = (await listOf(bank.id)).list;
      const [their] = (await listOf((await fillBank(t, await makeBank(t, other.customer), 1)).id, {}, other)).list;
      const [pub] = (await listOf((await fillBank(t, await makePublicBank(t), 1)).id)).list;
      const edit = (id: number) => ({
        questions: [
          { id: mine!.id, ...sampleQuestion('short') },
          { id, ...sampleQuestion('short') },
        ],
      });
      expect((await t.call(q.batchEdit, edit(their!.id), as(organiser))).body.msg).toBe('题目不存在');
      expect((await t.call(q.batchEdit, edit(pub!.id), as(organiser))).body.msg).toBe(readOnly);
      expect((await listOf(bank.id)).list[0]!.type).toBe('single');
    });
  });

  describe('staff', () => {
    it('refuses staff without the bank page every change', async () => {
      const bank = await fillBank(t, await newBank(), 1);
      const [first] = (await listOf(bank.id)).list;
      const staff = await makeStaff(t, organiser, { pages: ['activity/manage'] });
      const calls = [
        t.call(q.add, { bank_id: bank.id, ...sampleQuestion() }, { token: staff.token }),
        t.call(q.edit, { id: first!.id, ...sampleQuestion() }, { token: staff.token }),
        t.call(q.delete, { ids: [first!.id] }, { token: staff.token }),
        t.call(q.sort, { bank_id: bank.id, ids: [first!.id] }, { token: staff.token }),
        t.call(q.batchAdd, { bank_id: bank.id, questions: [sampleQuestion()] }, { token: staff.token }),
        t.call(q.batchEdit, { questions: [{ id: first!.id, ...sampleQuestion() }] }, { token: staff.token }),
        t.call(q.copy, { from_bank_id: bank.id }, { token: staff.token }),
      ];
      for (const res of await Promise.all(calls)) expect(res.body.msg).toBe('没有权限进行此操作');
      expect(await countOf(bank.id)).toBe(1);
    });

    it('lets staff with the page work on their organiser’s questions', async () => {
      const bank = await fillBank(t, await newBank(), 1);
      const staff = await makeStaff(t, organiser, { pages: ['question/user_question'] });
      const added = await t.call(q.add, { bank_id: bank.id, ...sampleQuestion('judge') }, { token: staff.token });
      expect(added.body.code).toBe(200);
      const res = await t.call(q.delete, { ids: [added.body.data.id] }, { token: staff.token });
      expect(res.body.data.deleted).toBe(1);
      expect(await countOf(bank.id)).toBe(1);
    });
  });
});
