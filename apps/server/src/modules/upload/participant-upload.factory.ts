import { contract } from '@app/contract';
import type { TestApp } from '../../test/test-app.js';
import { multipartBody } from './multipart-body.js';

/** The smallest file the upload takes as a PNG: its signature and some bytes. */
export const tinyPng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/** Uploads a picture as the participant the ticket names (h5Upload), as their phone does; answers its address. */
export const uploadAsParticipant = async (t: TestApp, ticket: string, fileName = '我.png') => {
  const { payload, contentType } = multipartBody([
    { name: 'ticket', value: ticket },
    { name: 'file', fileName, content: tinyPng },
  ]);
  const headers = { host: 'localhost', 'content-type': contentType };
  const res = await t.app.inject({ method: 'POST', url: contract.upload.h5Upload.path, headers, payload });
  return res.json().data.url as string;
};
