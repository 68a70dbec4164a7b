import { createCipheriv, randomUUID } from 'node:crypto';
import { rsaSha256Sign } from '../../platform/payment/rsa-sha256.js';
import { wechatPayNonce, wechatPaySignedMessage } from '../../platform/payment/wechatpay/wechatpay-signature.js';
import { randomText } from './generated-keys.js';

/** Encrypts a resource the way WeChat Pay does for notifications (AEAD_AES_256_GCM, tag appended). */
export const encryptWechatPayResource = (apiV3Key: string, plain: object, associatedData: string) => {
  const nonce = randomText(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: body.toString('base64'), associated_data: associatedData, nonce };
};

type Platform = { publicKeyId: string; platformPrivateKeyPem: string };

/** Headers WeChat Pay signs an answer or a notification with. */
export const wechatPaySignedHeaders = (platform: Platform, body: string, now: Date) => {
  const h = { timestamp: String(Math.floor(now.getTime() / 1000)), nonce: wechatPayNonce() };
  return {
    'wechatpay-timestamp': h.timestamp,
    'wechatpay-nonce': h.nonce,
    'wechatpay-serial': platform.publicKeyId,
    'wechatpay-signature': rsaSha256Sign(platform.platformPrivateKeyPem, wechatPaySignedMessage(h, body)),
  };
};

/** A transaction notification (TRANSACTION.SUCCESS) as WeChat Pay posts it, with its headers and raw body. */
export const wechatPayTransactionNotice = (
  merchant: Platform & { apiV3Key: string },
  transaction: Record<string, unknown>,
  now: Date,
) => {
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: now.toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      ...encryptWechatPayResource(merchant.apiV3Key, transaction, 'transaction'),
    },
  });
  return { headers: { 'content-type': 'application/json', ...wechatPaySignedHeaders(merchant, body, now) }, body };
};
