import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { type Account, makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { fillBank, makeBank, makePublicBank, sampleQuestion } from './question.factory.js';

const q = contract.question;

describe('question banks', () => {
  const abroadHost = 'banks-other.test';
  const { t, organiser, other, abroad } = organiserApp({ other: true, abroad: abroadHost });

  const as = (a: Account) => ({ token: a.token, host: a === abroad ? abroadHost : 'localhost' });
  const bankOf = async (a: Account, id: number) => (await t.call(q.bankDetail, { id }, as(a))).body;
  const stemsOf = async (a: Account, bankId: number) =>
    (await t.call(q.list, { bank_id: bankId, limit: 100 }, as(a))).body.data.list.map((x) => x.stem);

  describe('public banks', () => {
    it('lists the topics with how many banks and questions each holds', async () => {
      const topic = '公共主题统计';
      await fillBank(t, await makePublicBank(t, { topic }), 3);
      await fillBank(t, await makePublicBank(t, { topic }), 2);
      const res = await t.call(q.publicTopics, {}, as(abroad));
      expect(res.body.data).toContainEqual({ topic, bank_count: 2, question_count: 5 });
    });

    it('lists public banks by topic and name, to organisers of every site', async () => {
      const topic = '公共主题筛选';
      await makePublicBank(t, { topic, name: '测例交通安全 100%' });
      await makePublicBank(t, { topic, name: '测例消防安全' });
      await makePublicBank(t, { topic: '别的主题', name: '测例交通法规' });
      const byTopic = await t.call(q.publicBanks, { topic }, as(abroad));
      expect(byTopic.body.data.list.map((b) => [b.name, b.is_public])).toEqual([
        ['测例交通安全 100%', true],
        ['测例消防安全', true],
      ]);
      expect(byTopic.body.data.total).toBe(2);
      const byName = await t.call(q.publicBanks, { keywords: '测例交通' }, as(organiser));
      expect(byName.body.data.list.map((b) => b.name)).toEqual(['测例交通安全 100%', '测例交通法规']);
      const literal = await t.call(q.publicBanks, { keywords: '0%' }, as(organiser));
      expect(literal.body.data.list.map((b) => b.name)).toEqual(['测例交通安全 100%']);
    });

    it('never lists a private bank among the public ones', async () => {
      await makeBank(t, organiser.customer, { name: '私有的交通题库' });
      const res = await t.call(q.publicBanks, { keywords: '私有的交通' }, as(other));
      expect(res.body.data.total).toBe(0);
    });

    it('shows a public bank to anyone logged in, and to no visitor', async () => {
      const bank = await makePublicBank(t, { name: '人人可读' });
      expect((await bankOf(abroad, bank.id)).data).toMatchObject({ name: '人人可读', is_public: true });
      const visitor = await t.call(q.bankDetail, { id: bank.id });
      expect(visitor.body).toMatchObject({ code: 500, msg: '请先登录' });
    });

    it('refuses to rename or delete a public bank', async () => {
      const bank = await makePublicBank(t, { name: '只读题库' });
      const readOnly = '公共题库不能修改，请先复制到我的题库';
      expect((await t.call(q.editBank, { id: bank.id, name: '改名' }, as(organiser))).body.msg).toBe(readOnly);
      expect((await t.call(q.deleteBank, { id: bank.id }, as(organiser))).body.msg).toBe(readOnly);
      expect((await bankOf(organiser, bank.id)).data.name).toBe('只读题库');
    });
  });

  describe('private banks', () => {
    it('creates, renames and lists the organiser’s own banks, newest first', async () => {
      const me = await makeCustomer(t);
      const added = await t.call(q.addBank, { name: ' 安全知识 ', description: '入职培训' }, as(me));
      expect(added.body.data).toMatchObject({ name: '安全知识', description: '入职培训', is_public: false });
      expect(added.body.data.question_count).toBe(0);
      await t.call(q.addBank, { name: '法律常识' }, as(me));
      const edited = await t.call(q.editBank, { id: added.body.data.id, name: '安全知识 2026' }, as(me));
      expect(edited.body.data).toMatchObject({ name: '安全知识 2026', description: '' });
      const list = await t.call(q.banks, {}, as(me));
      expect(list.body.data.list.map((b) => b.name)).toEqual(['法律常识', '安全知识 2026']);
      const found = await t.call(q.banks, { keywords: '2026' }, as(me));
      expect(found.body.data.list.map((b) => b.name)).toEqual(['安全知识 2026']);
    });

    it('asks for a bank name of at most 50 characters', async () => {
      expect((await t.call(q.addBank, { name: '  ' }, as(organiser))).body).toMatchObject({
        code: 400,
        msg: '请输入题库名称',
      });
      expect((await t.call(q.addBank, { name: '题'.repeat(51) }, as(organiser))).body.msg).toBe(
        '题库名称不能超过50个字',
      );
      expect((await t.call(q.addBank, { name: '题', description: '述'.repeat(201) }, as(organiser))).body.msg).toBe(
        '题库描述不能超过200个字',
      );
    });

    it('keeps each organiser’s banks to themselves, on every site', async () => {
      const bank = await makeBank(t, organiser.customer, { name: '我的秘密题库' });
      for (const stranger of [other, abroad]) {
        expect((await bankOf(stranger, bank.id)).msg).toBe('题库不存在');
        const edit = await t.call(q.editBank, { id: bank.id, name: '抢走' }, as(stranger));
        expect(edit.body.msg).toBe('题库不存在');
        expect((await t.call(q.deleteBank, { id: bank.id }, as(stranger))).body.msg).toBe('题库不存在');
        const list = await t.call(q.banks, { keywords: '秘密' }, as(stranger));
        expect(list.body.data.total).toBe(0);
      }
      expect((await bankOf(organiser, bank.id)).data.name).toBe('我的秘密题库');
      expect((await bankOf(organiser, 2_000_000_000)).msg).toBe('题库不存在');
    });

    it('deletes a bank with its questions', async () => {
      const bank = await fillBank(t, await makeBank(t, organiser.customer), 3);
      const [first] = (await t.call(q.list, { bank_id: bank.id }, as(organiser))).body.data.list;
      const res = await t.call(q.deleteBank, { id: bank.id }, as(organiser));
      expect(res.body).toMatchObject({ code: 200, data: null });
      expect((await bankOf(organiser, bank.id)).msg).toBe('题库不存在');
      expect((await t.call(q.detail, { id: first!.id }, as(organiser))).body.msg).toBe('题目不存在');
    });
  });

  describe('staff', () => {
    it('refuses staff without the bank page', async () => {
      const staff = await makeStaff(t, organiser, { pages: ['activity/manage'] });
      for (const [e, input] of [
        [q.banks, {}],
        [q.addBank, { name: '员工题库' }],
        [q.publicBanks, {}],
        [q.publicTopics, {}],
      ] as const) {
        expect((await t.call(e, input, { token: staff.token })).body.msg).toBe('没有权限进行此操作');
      }
    });

    it('lets staff with the page work on their organiser’s banks', async () => {
      const boss = await makeCustomer(t);
      const staff = await makeStaff(t, boss, { pages: ['question/user_question'] });
      const added = await t.call(q.addBank, { name: '员工建的题库' }, { token: staff.token });
      await t.call(q.add, { bank_id: added.body.data.id, ...sampleQuestion('judge') }, { token: staff.token });
      const mine = await t.call(q.banks, {}, { token: boss.token });
      expect(mine.body.data.list.map((b) => [b.name, b.question_count])).toEqual([['员工建的题库', 1]]);
      const bank = await makeBank(t, boss.customer, { name: '老板的题库' });
      const edit = await t.call(q.editBank, { id: bank.id, name: '员工改名' }, { token: staff.token });
      expect(edit.body.data.name).toBe('员工改名');
    });
  });

  describe('copy', () => {
    it('copies a whole public bank into a new private bank named after it, in order, as rows of its own', async () => {
      const source = await fillBank(t, await makePublicBank(t, { name: '公共安全题库', description: '安全常识' }), 12);
      const res = await t.call(q.copy, { from_bank_id: source.id }, as(abroad));
      expect(res.body.data).toMatchObject({ copied: 12 });
      const copy = res.body.data.bank;
      expect(copy).toMatchObject({
        name: '公共安全题库',
        description: '安全常识',
        is_public: false,
        question_count: 12,
      });
      expect(await stemsOf(abroad, copy.id)).toEqual(await stemsOf(abroad, source.id));

      const [first] = (await t.call(q.list, { bank_id: copy.id }, as(abroad))).body.data.list;
      const edit = await t.call(
        q.edit,
        { id: first!.id, ...sampleQuestion('judge', { stem: '改过的题' }) },
        as(abroad),
      );
      expect(edit.body.code).toBe(200);
      expect((await stemsOf(abroad, source.id))[0]).toBe('1. 中国的首都是哪座城市？');
      expect((await bankOf(organiser, source.id)).data.question_count).toBe(12);
    });

    it('names the new bank as asked', async () => {
      const source = await fillBank(t, await makePublicBank(t), 2);
      const res = await t.call(q.copy, { from_bank_id: source.id, name: '我的练习' }, as(organiser));
      expect(res.body.data.bank).toMatchObject({ name: '我的练习', question_count: 2 });
    });

    it('appends chosen questions to the end of an own bank and counts them', async () => {
      const source = await fillBank(t, await makePublicBank(t), 5);
      const target = await fillBank(t, await makeBank(t, organiser.customer), 2);
      const list = (await t.call(q.list, { bank_id: source.id }, as(organiser))).body.data.list;
      const chosen = [list[3]!.id, list[1]!.id];
      const res = await t.call(
        q.copy,
        { from_bank_id: source.id, to_bank_id: target.id, question_ids: chosen },
        as(organiser),
      );
      expect(res.body.data).toMatchObject({ copied: 2, bank: { id: target.id, question_count: 4 } });
      expect(await stemsOf(organiser, target.id)).toEqual([
        '1. 中国的首都是哪座城市？',
        '2. 以下哪些是可回收物？',
        '2. 以下哪些是可回收物？',
        '4. 水由____和____组成。',
      ]);
      const added = await t.call(q.add, { bank_id: target.id, ...sampleQuestion('short') }, as(organiser));
      expect((await stemsOf(organiser, target.id)).at(-1)).toBe(added.body.data.stem);
    });

    it('copies only questions of the source bank, and nothing when one is not', async () => {
      const source = await fillBank(t, await makePublicBank(t), 2);
      const elsewhere = await fillBank(t, await makePublicBank(t), 1);
      const [stray] = (await t.call(q.list, { bank_id: elsewhere.id }, as(organiser))).body.data.list;
      const [own] = (await t.call(q.list, { bank_id: source.id }, as(organiser))).body.data.list;
      const target = await makeBank(t, organiser.customer);
      const res = await t.call(
        q.copy,
        { from_bank_id: source.id, to_bank_id: target.id, question_ids: [own!.id, stray!.id] },
        as(organiser),
      );
      expect(res.body.msg).toBe('题目不存在');
      expect((await bankOf(organiser, target.id)).data.question_count).toBe(0);
    });

    it('copies neither from nor into another organiser’s bank, nor into a public one', async () => {
      const theirs = await fillBank(t, await makeBank(t, other.customer), 2);
      const source = await fillBank(t, await makePublicBank(t), 2);
      const from = await t.call(q.copy, { from_bank_id: theirs.id }, as(organiser));
      expect(from.body.msg).toBe('题库不存在');
      const into = await t.call(q.copy, { from_bank_id: source.id, to_bank_id: theirs.id }, as(organiser));
      expect(into.body.msg).toBe('题库不存在');
      const intoPublic = await t.call(q.copy, { from_bank_id: source.id, to_bank_id: source.id }, as(organiser));
      expect(intoPublic.body.msg).toBe('公共题库不能修改，请先复制到我的题库');
      expect((await bankOf(other, theirs.id)).data.question_count).toBe(2);
      expect((await bankOf(other, source.id)).data.question_count).toBe(2);
    });
  });
});
