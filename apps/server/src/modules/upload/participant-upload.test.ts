import { contract, participantUploadsPerDay } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs } from '../activity/participant.factory.js';
import { everyTypeAnswers, makeLiveSurvey, submitAs } from '../survey/survey.factory.js';
import { type MultipartPart, multipartBody } from './multipart-body.js';
import { tinyPng as png } from './participant-upload.factory.js';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64, 0)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

describe('participant uploads', () => {
  const { t, organiser } = organiserApp();
  let activity: Awaited<ReturnType<typeof makeLiveSurvey>>;

  beforeAll(async () => {
    activity = await makeLiveSurvey(t, organiser.customer, { submit_limit: { count: 0 } });
  });

  const send = async (ticket: string, fileName: string, content: Buffer, type?: 'image' | 'file') => {
    const parts: MultipartPart[] = [{ name: 'ticket', value: ticket }];
    if (type) parts.push({ name: 'type', value: type });
    const { payload, contentType } = multipartBody([...parts, { name: 'file', fileName, content }]);
    const headers = { host: 'localhost', 'content-type': contentType };
    const res = await t.app.inject({ method: 'POST', url: contract.upload.h5Upload.path, headers, payload });
    return res.json();
  };

  it('stores an image in the participant’s folder and serves it back', async () => {
    const player = await enterAs(t, activity);
    const res = await send(player.ticket, '现场.PNG', png);
    expect(res).toMatchObject({ code: 200, data: { name: '现场.PNG', size: png.length } });
    expect(res.data.url).toMatch(new RegExp(`^/uploads/h5/${activity.id}/${player.id}/[0-9a-f-]{36}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('takes documents only when a file is asked for', async () => {
    const player = await enterAs(t, activity);
    for (const [name, content] of [
      ['报告.pdf', pdf],
      ['名单.docx', docx],
      ['旧表.xls', xls],
      ['说明.txt', Buffer.from('第一行\n第二行\t完')],
    ] as const) {
      expect((await send(player.ticket, name, content, 'file')).code).toBe(200);
    }
    expect(await send(player.ticket, '报告.pdf', pdf)).toMatchObject({ code: 400, msg: 'upload type error' });
    expect((await send(player.ticket, '图.png', png, 'file')).code).toBe(200);
  });

  it('refuses other extensions and content that is not what its name claims', async () => {
    const player = await enterAs(t, activity);
    for (const name of ['run.exe', 'page.svg', 'clip.mp4', 'noext']) {
      expect((await send(player.ticket, name, png, 'file')).msg).toBe('upload type error');
    }
    expect((await send(player.ticket, 'cat.jpg', exe)).msg).toBe('文件内容与类型不符');
    expect((await send(player.ticket, 'doc.pdf', exe, 'file')).msg).toBe('文件内容与类型不符');
    expect((await send(player.ticket, 'a.docx', pdf, 'file')).msg).toBe('文件内容与类型不符');
    expect((await send(player.ticket, 'bin.txt', exe, 'file')).msg).toBe('文件内容与类型不符');
  });

  it('refuses files over 10 MB, empty files and unknown tickets', async () => {
    const player = await enterAs(t, activity);
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await send(player.ticket, 'big.png', big)).msg).toBe('文件过大，不能超过10MB');
    expect((await send(player.ticket, 'empty.png', Buffer.alloc(0))).msg).toBe('请选择要上传的文件');
    expect((await send('x'.repeat(32), 'a.png', png)).msg).toBe('请重新进入活动');
  });

  it('allows a participant 50 uploads a day, refused files not counted, and more the next day', async () => {
    const player = await enterAs(t, activity);
    await send(player.ticket, 'cat.jpg', exe);
    for (let i = 0; i < participantUploadsPerDay; i += 1) {
      expect((await send(player.ticket, `${i}.png`, png)).code).toBe(200);
    }
    expect(await send(player.ticket, 'more.png', png)).toMatchObject({ code: 400, msg: '今日上传次数已达上限' });
    const other = await enterAs(t, activity);
    expect((await send(other.ticket, 'a.png', png)).code).toBe(200);
    t.clock.advance(86_400_000);
    expect((await send(player.ticket, 'next.png', png)).code).toBe(200);
  });

  it('lets an uploaded file answer the upload question of the same participant only', async () => {
    const player = await enterAs(t, activity);
    const other = await enterAs(t, activity);
    const url: string = (await send(player.ticket, 'photo.png', png)).data.url;
    const answers = everyTypeAnswers({ q_photo: { values: [url], text: '', rows: {} } });
    expect((await submitAs(t, other.ticket, answers)).code).toBe(400);
    expect((await submitAs(t, player.ticket, answers)).code).toBe(200);
  });
});
