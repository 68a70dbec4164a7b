import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** One WeChat Pay merchant as its owner configures it (API v3, WeChat Pay public key mode). */
export type WechatPayCredentials = {
  mchId: string;
  /** The official account or mini program the merchant is bound to; orders and transfers name it. */
  appId: string;
  /** 32 characters, set in the merchant platform; decrypts notifications. */
  apiV3Key: string;
  /** Serial number of the merchant API certificate whose private key signs requests. */
  certSerial: string;
  privateKeyPem: string;
  /** PUB_KEY_ID_…: the id WeChat Pay sends in Wechatpay-Serial with everything its key signs. */
  publicKeyId: string;
  publicKeyPem: string;
};

export type WechatPayKeys = WechatPayCredentials & { privateKey: KeyObject; publicKey: KeyObject };

export const wechatPayKeys = (c: WechatPayCredentials): WechatPayKeys => ({
  ...c,
  privateKey: createPrivateKey(c.privateKeyPem),
  publicKey: createPublicKey(c.publicKeyPem),
});
