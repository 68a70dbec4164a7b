import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { contract, type Endpoint } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { rsaKeyPair } from '../../test/payment-stand-ins/generated-keys.js';
import { certificateSeal } from './certificate-seal.js';
import { type MultipartPart, multipartBody } from './multipart-body.js';
import { uploads } from './upload.table.js';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 1)]);
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 2)]);
const pkcs8 = (key: KeyObject) => Buffer.from(String(key.export({ type: 'pkcs8', format: 'pem' })));
const pem = Buffer.from(rsaKeyPair().privateKeyPem);
const ecKey = pkcs8(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
const smallRsaKey = pkcs8(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey);
const certificate = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUq7Yx\n-----END CERTIFICATE-----\n');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

describe('uploads', () => {
  const { t, organiser } = organiserApp();
  let staff: Awaited<ReturnType<typeof makeCustomer>>;

  beforeAll(async () => {
    staff = await makeCustomer(t, { ownerId: organiser.customer.id });
  });

  const send = async (e: Endpoint, parts: MultipartPart[], token: string | undefined = organiser.token) => {
    const { payload, contentType } = multipartBody(parts);
    const headers: Record<string, string> = { host: 'localhost', 'content-type': contentType };
    if (token) headers.token = token;
    const res = await t.app.inject({ method: 'POST', url: e.path, headers, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const media = (fileName: string, content: Buffer, extra: MultipartPart[] = [], token?: string) =>
    send(contract.upload.media, [...extra, { name: 'file', fileName, content }], token);
  const cert = (fileName: string, content: Buffer) =>
    send(contract.upload.certificate, [{ name: 'file', fileName, content }]);

  it('stores an image and serves it back at the answered url', async () => {
    const res = await media('活动封面.PNG', png);
    expect(res.body).toMatchObject({ code: 200, data: { name: '活动封面.PNG', size: png.length, type: 'image' } });
    const url: string = res.body.data.url;
    expect(url).toMatch(new RegExp(`^/uploads/media/${organiser.customer.tenantId}/202606/[0-9a-f-]{36}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('stores audio and video, agreeing with a given type', async () => {
    expect((await media('music.mp3', mp3, [{ name: 'type', value: 'audio' }])).body.data.type).toBe('audio');
    expect((await media('clip.mp4', mp4, [{ name: 'type', value: 'video' }])).body.data.type).toBe('video');
  });

  it('records a staff upload under its organiser', async () => {
    const res = await media('staff.png', png, [], staff.token);
    expect(res.body.code).toBe(200);
    const rows = await t.deps.db.select().from(uploads).where(eq(uploads.actorId, staff.customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ customerId: organiser.customer.id, kind: 'image', mime: 'image/png' });
  });

  it('refuses extensions outside the allowed lists with "upload type error"', async () => {
    for (const name of ['run.exe', 'noext', 'photo.png.exe', 'page.svg', 'cert.pem']) {
      const res = await media(name, png);
      expect(res.body).toMatchObject({ code: 400, msg: 'upload type error' });
    }
  });

  it('refuses a type that disagrees with the extension', async () => {
    const res = await media('music.mp3', mp3, [{ name: 'type', value: 'image' }]);
    expect(res.body).toMatchObject({ code: 400, msg: 'upload type error' });
    const unknown = await media('a.png', png, [{ name: 'type', value: 'document' }]);
    expect(unknown.body.code).toBe(400);
  });

  it('refuses a program or script renamed to a media extension', async () => {
    expect((await media('cat.jpg', exe)).body).toMatchObject({ code: 400, msg: '文件内容与类型不符' });
    expect((await media('x.mp4', Buffer.from('#!/bin/sh\necho hi\n'))).body.msg).toBe('文件内容与类型不符');
    expect((await media('song.mp3', png)).body.msg).toBe('文件内容与类型不符');
  });

  it('refuses an image over 10 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await media('big.png', big);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('文件过大');
  });

  it('asks for a file when none or an empty one is sent', async () => {
    const none = await send(contract.upload.media, [{ name: 'type', value: 'image' }]);
    expect(none.body).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    expect((await media('empty.png', Buffer.alloc(0))).body.msg).toBe('请选择要上传的文件');
    const json = await t.app.inject({
      method: 'POST',
      url: contract.upload.media.path,
      headers: { host: 'localhost', token: organiser.token },
      payload: { file: 'x' },
    });
    expect(json.json()).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
  });

  it('keeps a merchant private key private and sealed, and answers only its storage key', async () => {
    const res = await cert('apiclient_key.pem', pem);
    expect(res.body).toMatchObject({ code: 200, data: { name: 'apiclient_key.pem', size: pem.length } });
    const key: string = res.body.data.path;
    expect(key).toMatch(new RegExp(`^cert/${organiser.customer.tenantId}/[0-9a-f-]{36}\\.pem$`));
    const stored = await t.deps.storage.get(key, 'private');
    expect(stored.toString()).not.toContain('PRIVATE KEY');
    expect(certificateSeal(t.deps).open(key, stored)).toBe(pem.toString());
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('refuses certificates that are not pem', async () => {
    expect((await cert('cert.jpg', png)).body.msg).toBe('upload type error');
    expect((await cert('key.pem', Buffer.from('<?php system($_GET[1]); ?>'))).body.msg).toBe('文件内容与类型不符');
  });

  it('refuses a pem that is not an RSA private key of 2048 bits or more', async () => {
    const wrongType = 'upload type error：请上传PEM格式的商户私钥文件（apiclient_key.pem）';
    for (const file of [certificate, ecKey, smallRsaKey]) {
      expect((await cert('apiclient_cert.pem', file)).body).toMatchObject({ code: 400, msg: wrongType });
    }
  });

  it('asks a visitor without a token to log in', async () => {
    const res = await send(contract.upload.media, [{ name: 'file', fileName: 'a.png', content: png }], '');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(500);
  });
});
