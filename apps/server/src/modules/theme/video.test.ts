import { contract } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { makeSingleQuestions } from '../quiz/pk.factory.js';

const v = contract.theme;
type Player = Awaited<ReturnType<typeof enterAs>>;

const video = { title: '垃圾分类小课堂', url: '/uploads/lesson.mp4', cover: '/uploads/cover.png' };

describe('the learning video', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  let questionIds: number[];

  beforeAll(async () => {
    questionIds = await makeSingleQuestions(t, organiser, 2);
  });

  const as = (a: Account) => ({ token: a.token });
  const newQuiz = () => makeLiveQuiz(t, organiser.customer, { question_ids: questionIds });
  const save = (activityId: number, fields: Record<string, unknown>, a = organiser) =>
    t.call(v.videoSave, { activity_id: activityId, ...fields }, as(a));
  /** A live quiz whose video must be watched for `minSeconds`, and one participant in it. */
  const withVideo = async (minSeconds: number) => {
    const activity = await newQuiz();
    await save(activity.id, { ...video, enabled: true, min_seconds: minSeconds });
    return { activity, player: await enterAs(t, activity) };
  };
  const report = async (p: Player, seconds: number) =>
    (await t.call(v.h5VideoProgress, { ticket: p.ticket, seconds })).body.data;
  const start = (p: Player) => t.call(contract.quiz.h5Start, { ticket: p.ticket });

  it('answers no video before one is saved, then the saved one', async () => {
    const activity = await newQuiz();
    const before = await t.call(v.videoInfo, { activity_id: activity.id }, as(organiser));
    expect(before.body.data).toEqual({ enabled: false, title: '', url: '', cover: '', min_seconds: 0 });
    const saved = await save(activity.id, { ...video, enabled: true, min_seconds: 90 });
    expect(saved.body.data).toEqual({ ...video, enabled: true, min_seconds: 90 });
    await save(activity.id, { ...video, enabled: false, min_seconds: 30 });
    const after = await t.call(v.videoInfo, { activity_id: activity.id }, as(organiser));
    expect(after.body.data).toEqual({ ...video, enabled: false, min_seconds: 30 });
  });

  it('keeps another organiser out', async () => {
    const activity = await newQuiz();
    for (const res of [
      await t.call(v.videoInfo, { activity_id: activity.id }, as(other)),
      await save(activity.id, { ...video, enabled: true }, other),
    ]) {
      expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
  });

  it('refuses a switched-on video without a file, and bad lengths', async () => {
    const activity = await newQuiz();
    expect((await save(activity.id, { enabled: true, title: '课堂', url: ' ' })).body).toMatchObject({
      code: 400,
      msg: '请上传学习视频',
    });
    expect((await save(activity.id, { ...video, min_seconds: 7201 })).body).toMatchObject({
      code: 400,
      msg: '观看时长不能超过7200秒',
    });
    expect((await save(activity.id, { ...video, title: '长'.repeat(51) })).body).toMatchObject({
      code: 400,
      msg: '视频标题不能超过50个字',
    });
    const info = await t.call(v.videoInfo, { activity_id: activity.id }, as(organiser));
    expect(info.body.data.enabled).toBe(false);
  });

  it('shows the participant the video and their progress, and nothing to watch when it is off', async () => {
    const { activity, player } = await withVideo(60);
    const shown = await t.call(v.h5Video, { ticket: player.ticket });
    expect(shown.body.data).toEqual({ ...video, enabled: true, min_seconds: 60, watched_seconds: 0, completed: false });
    await save(activity.id, { ...video, enabled: false, min_seconds: 60 });
    expect((await t.call(v.h5Video, { ticket: player.ticket })).body.data.enabled).toBe(false);
    expect((await t.call(v.h5Video, { ticket: 'no-such-ticket' })).body.code).not.toBe(200);
  });

  it('counts no more than the time that really passed, and never goes back', async () => {
    const { player } = await withVideo(60);
    expect(await report(player, 600)).toEqual({ watched_seconds: 2, completed: false });
    t.clock.advance(10_000);
    expect(await report(player, 600)).toEqual({ watched_seconds: 12, completed: false });
    t.clock.advance(10_000);
    expect(await report(player, 20)).toEqual({ watched_seconds: 20, completed: false });
    t.clock.advance(5_000);
    expect(await report(player, 3)).toEqual({ watched_seconds: 20, completed: false });
    t.clock.advance(50_000);
    expect(await report(player, 61)).toEqual({ watched_seconds: 61, completed: true });
    const shown = (await t.call(v.h5Video, { ticket: player.ticket })).body.data;
    expect(shown).toMatchObject({ watched_seconds: 61, completed: true });
  });

  it('allows the slack once, however many reports arrive at the same moment', async () => {
    const { player } = await withVideo(60);
    await report(player, 0);
    t.clock.advance(10_000);
    const results = await Promise.all([report(player, 100), report(player, 100), report(player, 100)]);
    expect(Math.max(...results.map((r) => r.watched_seconds))).toBe(12);
    for (let i = 0; i < 5; i += 1) expect(await report(player, 100)).toMatchObject({ watched_seconds: 12 });
    t.clock.advance(10_000);
    expect(await report(player, 100)).toMatchObject({ watched_seconds: 22 });
  });

  it('refuses to start the quiz until the video is watched long enough', async () => {
    const { player } = await withVideo(30);
    expect((await start(player)).body).toMatchObject({ code: 400, msg: '请先观看学习视频' });
    await report(player, 0);
    t.clock.advance(20_000);
    await report(player, 20);
    expect((await start(player)).body).toMatchObject({ code: 400, msg: '请先观看学习视频' });
    t.clock.advance(10_000);
    expect(await report(player, 30)).toEqual({ watched_seconds: 30, completed: true });
    expect((await start(player)).body.code).toBe(200);
  });

  it('lets the quiz start without watching when the video is optional or off', async () => {
    const optional = await withVideo(0);
    expect((await start(optional.player)).body.code).toBe(200);
    const off = await withVideo(30);
    await save(off.activity.id, { ...video, enabled: false, min_seconds: 30 });
    expect((await start(off.player)).body.code).toBe(200);
  });
});
