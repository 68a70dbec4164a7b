import { describe, expect, it } from 'vitest';
import { decryptMessage, encryptMessage, msgSignature, xmlField } from './component-crypto.js';

// WeChat's sample EncodingAESKey from its message-encryption guide.
const aesKey = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe("WeChat's message encryption", () => {
  it('opens what it sealed for the same appid, and refuses it for another', () => {
    const sealed = encryptMessage(aesKey, 'wxcomponent', '<xml><InfoType>component_verify_ticket</InfoType></xml>');
    expect(decryptMessage(aesKey, 'wxcomponent', sealed)).toBe(
      '<xml><InfoType>component_verify_ticket</InfoType></xml>',
    );
    expect(decryptMessage(aesKey, 'wxother', sealed)).toBeNull();
  });

  it('seals byte for byte as WeChat does (vector made with Python cryptography)', () => {
    const sealed = encryptMessage(aesKey, 'wxcomponent', '<xml>票据</xml>', Buffer.from('0123456789abcdef'));
    expect(sealed).toBe('Q3stYC6hdFzMh9T8HCvyDPNKGJHQqJ7pKq/MlshCwfhBgGr/HhXdYNTmt2uDsjb9AfghdFj9kIefTQCmwm9KCQ==');
  });

  it('refuses ciphertext that is not whole blocks or was sealed under another key', () => {
    expect(decryptMessage(aesKey, 'wxcomponent', 'bm90IGJsb2Nrcw==')).toBeNull();
    const other = encryptMessage('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefg', 'wxcomponent', 'hello');
    expect(decryptMessage(aesKey, 'wxcomponent', other)).toBeNull();
  });

  it('pads to 32-byte blocks as WeChat does', () => {
    for (const message of ['', 'a', 'x'.repeat(8), 'y'.repeat(300)]) {
      const sealed = Buffer.from(encryptMessage(aesKey, 'wxcomponent', message), 'base64');
      expect(sealed.length % 32).toBe(0);
      expect(decryptMessage(aesKey, 'wxcomponent', sealed.toString('base64'))).toBe(message);
    }
  });

  it('signs with SHA-1 over the sorted token, timestamp, nonce and ciphertext', () => {
    expect(msgSignature('token', '123', 'nonce', 'abc')).toBe('3583233398d492734bb16921cdc0ee3fab13a292');
    expect(msgSignature('token', '124', 'nonce', 'abc')).not.toBe(msgSignature('token', '123', 'nonce', 'abc'));
  });

  it('reads fields of flat XML with or without CDATA', () => {
    const xml = '<xml><AppId><![CDATA[wx1]]></AppId><CreateTime>1413192605</CreateTime><Empty></Empty></xml>';
    expect(xmlField(xml, 'AppId')).toBe('wx1');
    expect(xmlField(xml, 'CreateTime')).toBe('1413192605');
    expect(xmlField(xml, 'Empty')).toBe('');
    expect(xmlField(xml, 'Missing')).toBe('');
  });
});
