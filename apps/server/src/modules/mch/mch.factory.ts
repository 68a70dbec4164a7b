import { contract } from '@app/contract';
import type { StandInApp } from '../../test/payment-stand-ins/alipay-stand-in.js';
import type { StandInMerchant } from '../../test/payment-stand-ins/wechatpay-stand-in.js';
import type { TestApp } from '../../test/test-app.js';
import { multipartBody } from '../upload/index.js';

/** Uploads a .pem through the certificate upload the way the form does, answering the envelope. */
export const uploadKey = async (t: TestApp, token: string, pem: string, fileName = 'apiclient_key.pem') => {
  const { payload, contentType } = multipartBody([{ name: 'file', fileName, content: Buffer.from(pem) }]);
  const res = await t.app.inject({
    method: 'POST',
    url: contract.upload.certificate.path,
    headers: { host: 'localhost', token, 'content-type': contentType },
    payload,
  });
  return res.json() as { code: number; msg: string; data: { path: string; name: string } };
};

/** The form's fields for a stand-in WeChat Pay merchant, its key uploaded first. */
export const wechatMerchantForm = async (t: TestApp, token: string, m: StandInMerchant, name = '活动收款商户') => {
  const upload = await uploadKey(t, token, m.privateKeyPem);
  if (upload.code !== 200) throw new Error(`the key upload was refused: ${upload.msg}`);
  return {
    type: 'wechat' as const,
    name,
    mch_id: m.mchId,
    app_id: m.appId,
    cert_serial: m.certSerial,
    public_key_id: m.publicKeyId,
    public_key: m.publicKeyPem,
    api_v3_key: m.apiV3Key,
    key_path: upload.data.path,
  };
};

export const alipayMerchantForm = (a: StandInApp, name = '支付宝收款') => ({
  type: 'alipay' as const,
  name,
  app_id: a.appId,
  public_key: a.alipayPublicKey,
  private_key: a.privateKey,
});

/** Adds the stand-in merchant as the organiser's and answers it. */
export const addWechatMerchant = async (t: TestApp, token: string, m: StandInMerchant, name?: string) => {
  const res = await t.call(contract.mch.add, await wechatMerchantForm(t, token, m, name), { token });
  if (res.body.code !== 200) throw new Error(`the merchant was refused: ${res.body.msg}`);
  return res.body.data;
};
