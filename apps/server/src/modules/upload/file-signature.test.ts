import { describe, expect, it } from 'vitest';
import { contentMatchesKind, sniffFormat } from './file-signature.js';

const hex = (...values: number[]) => Buffer.from([...values, 0, 0, 0, 0, 0, 0, 0, 0]);
const text = (s: string) => Buffer.from(s, 'latin1');
const pem = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\nq7Yx+/w==\n-----END CERTIFICATE-----\n';

describe('file signatures', () => {
  it.each([
    ['jpeg', hex(0xff, 0xd8, 0xff, 0xe0)],
    ['png', hex(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a)],
    ['gif', text('GIF89a......')],
    ['mp3', text('ID3\u0004\u0000......')],
    ['mp3', hex(0xff, 0xfb, 0x90, 0x64)],
    ['wav', text('RIFF\u0024\u0000\u0000\u0000WAVEfmt ')],
    ['iso-media', text('\u0000\u0000\u0000\u0018ftypmp42')],
    ['avi', text('RIFF\u0024\u0000\u0000\u0000AVI LIST')],
    ['asf', hex(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66)],
    ['mpeg', hex(0x00, 0x00, 0x01, 0xba)],
    ['mpeg', hex(0x00, 0x00, 0x01, 0xb3)],
    ['flv', text('FLV\u0001\u0005....')],
    ['realmedia', text('.RMF\u0000\u0000\u0000\u0012')],
    ['pem', text(pem)],
    [
      'pem',
      text(
        `-----BEGIN RSA PRIVATE KEY-----\r\nProc-Type: 4,ENCRYPTED\r\nDEK-Info: DES-EDE3-CBC,AB12\r\n\r\nMIIE\r\n-----END RSA PRIVATE KEY-----`,
      ),
    ],
  ])('recognises %s', (format, content) => {
    expect(sniffFormat(content)?.format).toBe(format);
  });

  it('accepts content of the kind its extension claims', () => {
    expect(contentMatchesKind(hex(0x89, 0x50, 0x4e, 0x47), 'image')).toBe(true);
    expect(contentMatchesKind(text('\u0000\u0000\u0000\u001cftypM4A '), 'audio')).toBe(true);
    expect(contentMatchesKind(text('\u0000\u0000\u0000\u0014ftypqt  '), 'video')).toBe(true);
    expect(contentMatchesKind(text(pem), 'certificate')).toBe(true);
  });

  it('refuses programs, scripts and other kinds dressed as media', () => {
    expect(contentMatchesKind(text('MZ\u0090\u0000\u0003'), 'image')).toBe(false);
    expect(contentMatchesKind(hex(0x7f, 0x45, 0x4c, 0x46, 0x02), 'video')).toBe(false);
    expect(contentMatchesKind(text('#!/bin/sh\nrm -rf /'), 'audio')).toBe(false);
    expect(contentMatchesKind(text('<svg onload="alert(1)"/>'), 'image')).toBe(false);
    expect(contentMatchesKind(hex(0xff, 0xd8, 0xff), 'audio')).toBe(false);
    expect(contentMatchesKind(text('RIFF\u0024\u0000\u0000\u0000WAVEfmt '), 'video')).toBe(false);
    expect(contentMatchesKind(Buffer.alloc(0), 'image')).toBe(false);
  });

  it('refuses a certificate that hides anything but armour, headers and base64', () => {
    expect(contentMatchesKind(text('-----BEGIN CERTIFICATE-----\n<?php system($_GET[1]); ?>\n'), 'certificate')).toBe(
      false,
    );
    expect(contentMatchesKind(text('-----BEGIN \u0000\u0001'), 'certificate')).toBe(false);
    expect(contentMatchesKind(text(`#!/bin/sh\n${pem}`), 'certificate')).toBe(false);
  });
});
