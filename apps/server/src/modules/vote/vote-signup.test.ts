import { contract, liveChannels } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs } from '../activity/participant.factory.js';
import { uploadAsParticipant } from '../upload/participant-upload.factory.js';
import { makeLiveVote } from './vote.factory.js';

const v = contract.vote;

describe('participants signing up as candidates', () => {
  const { t, organiser, other } = organiserApp({ other: true });

  const as = (a: Account) => ({ token: a.token });
  const entry = { name: '报名选手', description: '我的作品' };
  /** Signs up with a picture this participant uploaded (its address is in `images`). */
  const signup = async (vote: { code: string | null }, fields: Record<string, unknown> = entry) => {
    const player = await enterAs(t, vote);
    const images = [await uploadAsParticipant(t, player.ticket, '作品.png')];
    return { player, images, res: await t.call(v.h5Signup, { ticket: player.ticket, images, ...fields }) };
  };

  it('takes only pictures this phone uploaded here, never an address typed in', async () => {
    const vote = await makeLiveVote(t, organiser.customer, { candidate_signup: true, signup_review: false });
    const player = await enterAs(t, vote);
    const own = await uploadAsParticipant(t, player.ticket);
    const neighbour = await enterAs(t, vote);
    const theirs = await uploadAsParticipant(t, neighbour.ticket);
    for (const url of ['https://evil.example/me.jpg', '//evil.example/me.jpg', 'javascript:alert(1)', theirs]) {
      for (const fields of [{ cover: url }, { images: [own, url] }]) {
        const res = await t.call(v.h5Signup, { ticket: player.ticket, name: '冒用图片', ...fields });
        expect(res.body).toMatchObject({ code: 400, msg: '图片无效，请重新上传' });
      }
    }
    expect((await t.call(v.h5MySignup, { ticket: player.ticket })).body.data).toBeNull();
    const taken = await t.call(v.h5Signup, { ticket: player.ticket, name: '本人', cover: own, images: [own] });
    expect(taken.body.data).toMatchObject({ cover: own, images: [own] });
  });

  it('refuses sign-ups when the vote does not take them', async () => {
    const vote = await makeLiveVote(t, organiser.customer);
    const { res } = await signup(vote);
    expect(res.body).toMatchObject({ code: 400, msg: '本活动未开放选手报名' });
  });

  it('keeps a reviewed sign-up pending, out of the list, until approved', async () => {
    const vote = await makeLiveVote(t, organiser.customer, { candidate_signup: true });
    const { player, images, res } = await signup(vote);
    expect(res.body.data).toMatchObject({ ...entry, images, number: 1, review: 'pending', source: 'signup' });
    const mine = await t.call(v.h5MySignup, { ticket: player.ticket });
    expect(mine.body.data).toEqual(res.body.data);
    const list = await t.call(v.list, { activity_id: vote.id }, as(organiser));
    expect(list.body.data.total).toBe(0);
    const shown = await t.call(v.h5Candidates, { ticket: player.ticket });
    expect(shown.body.data.total).toBe(0);
    const pending = await t.call(v.verifyList, { activity_id: vote.id }, as(organiser));
    expect(pending.body.data.list.map((c) => c.id)).toEqual([res.body.data.id]);

    const heard: BusMessage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.vote(vote.id), (m) => heard.push(m));
    const approved = await t.call(
      v.verify,
      { activity_id: vote.id, id: res.body.data.id, approve: true },
      as(organiser),
    );
    stop();
    expect(approved.body.data).toMatchObject({ review: 'approved', review_reason: '' });
    expect(heard.map((m) => (m.payload as { refresh: boolean }).refresh)).toEqual([true]);
    expect((await t.call(v.h5Candidates, { ticket: player.ticket })).body.data.total).toBe(1);
    const again = await t.call(v.verify, { activity_id: vote.id, id: res.body.data.id, approve: false }, as(organiser));
    expect(again.body).toMatchObject({ code: 400, msg: '该报名已审核' });
  });

  it('rejects a sign-up with a reason the participant can read', async () => {
    const vote = await makeLiveVote(t, organiser.customer, { candidate_signup: true });
    const { player, res } = await signup(vote);
    const rejected = await t.call(
      v.verify,
      { activity_id: vote.id, id: res.body.data.id, approve: false, reason: '照片不清晰' },
      as(organiser),
    );
    expect(rejected.body.data).toMatchObject({ review: 'rejected', review_reason: '照片不清晰' });
    expect((await t.call(v.h5MySignup, { ticket: player.ticket })).body.data).toMatchObject({ review: 'rejected' });
    const byReview = async (review: string) =>
      (await t.call(v.verifyList, { activity_id: vote.id, review }, as(organiser))).body.data.total;
    expect([await byReview('pending'), await byReview('rejected'), await byReview('')]).toEqual([0, 1, 1]);
  });

  it('approves at once without review, and takes one sign-up per participant', async () => {
    const vote = await makeLiveVote(t, organiser.customer, { candidate_signup: true, signup_review: false });
    const { player, res } = await signup(vote);
    expect(res.body.data).toMatchObject({ review: 'approved', status: 'shown' });
    const twice = await Promise.all([
      t.call(v.h5Signup, { ticket: player.ticket, name: '再报一次' }),
      t.call(v.h5Signup, { ticket: player.ticket, name: '又报一次' }),
    ]);
    expect(twice.map((r) => r.body.msg)).toEqual(['您已报名，请勿重复报名', '您已报名，请勿重复报名']);
    expect((await t.call(v.list, { activity_id: vote.id }, as(organiser))).body.data.total).toBe(1);
  });

  it('answers no sign-up for a participant who has none, and refuses bad fields', async () => {
    const vote = await makeLiveVote(t, organiser.customer, { candidate_signup: true });
    const player = await enterAs(t, vote);
    expect((await t.call(v.h5MySignup, { ticket: player.ticket })).body).toMatchObject({ code: 200, data: null });
    const bad = await t.call(v.h5Signup, { ticket: player.ticket, name: '' });
    expect(bad.body).toMatchObject({ code: 400, msg: '请输入选手名称' });
  });

  it('keeps another organiser from reviewing sign-ups', async () => {
    const vote = await makeLiveVote(t, organiser.customer, { candidate_signup: true });
    const { res } = await signup(vote);
    const theirs = await t.call(v.verify, { activity_id: vote.id, id: res.body.data.id, approve: true }, as(other));
    expect(theirs.body).toMatchObject({ code: 600 });
    const list = await t.call(v.verifyList, { activity_id: vote.id }, as(other));
    expect(list.body).toMatchObject({ code: 600 });
    const still = await t.call(v.verifyList, { activity_id: vote.id }, as(organiser));
    expect(still.body.data.list[0]).toMatchObject({ review: 'pending' });
  });
});
