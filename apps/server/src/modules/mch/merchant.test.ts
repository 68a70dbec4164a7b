import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTenant } from '../../test/factories.js';
import { type AlipayStandIn, startAlipayStandIn } from '../../test/payment-stand-ins/alipay-stand-in.js';
import { bareKey, rsaKeyPair } from '../../test/payment-stand-ins/generated-keys.js';
import { startWechatPayStandIn, type WechatPayStandIn } from '../../test/payment-stand-ins/wechatpay-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addWechatMerchant, alipayMerchantForm, uploadKey, wechatMerchantForm } from './mch.factory.js';
import { merchants } from './mch.table.js';

const { list, detail, add, edit, delete: remove, test } = contract.mch;

describe('an organiser’s payment merchants', () => {
  let t: TestApp;
  let wechat: WechatPayStandIn;
  let alipay: AlipayStandIn;
  let organiser: Awaited<ReturnType<typeof makeCustomer>>;

  beforeAll(async () => {
    wechat = await startWechatPayStandIn({ clock: () => t.clock.now() });
    alipay = await startAlipayStandIn({ clock: () => t.clock.now() });
    t = await createTestApp({ WECHATPAY_BASE_URL: wechat.baseUrl, ALIPAY_GATEWAY: alipay.gateway });
    organiser = await makeCustomer(t);
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
    await alipay.close();
  });

  const as = (token = organiser.token) => ({ token });

  it('adds a WeChat Pay merchant, stores its secrets sealed and shows them only masked', async () => {
    const m = wechat.addMerchant();
    const added = await addWechatMerchant(t, organiser.token, m, '年会收款');
    expect(added).toMatchObject({
      type: 'wechat',
      name: '年会收款',
      mch_id: m.mchId,
      app_id: m.appId,
      cert_serial: m.certSerial,
      public_key_id: m.publicKeyId,
      api_v3_key: `${'*'.repeat(28)}${m.apiV3Key.slice(-4)}`,
      private_key: expect.stringMatching(/^RSA 2048位 · 指纹 [0-9A-F ]{19}$/),
      key_name: 'apiclient_key.pem',
      status: 'untested',
    });
    const shown = JSON.stringify([
      added,
      (await t.call(list, {}, as())).body,
      (await t.call(detail, { id: added.id }, as())).body,
    ]);
    expect(shown).not.toContain(m.apiV3Key);
    expect(shown).not.toContain('PRIVATE KEY');
    const [row] = await t.deps.db.select().from(merchants).where(eq(merchants.id, added.id));
    expect(row?.apiV3KeySealed).toMatch(/^v1\./);
    expect(row?.apiV3KeySealed).not.toContain(m.apiV3Key);
    expect(row?.privateKeySealed).not.toContain('PRIVATE KEY');
  });

  it('tests a merchant against WeChat Pay, and says which key is wrong', async () => {
    const m = wechat.addMerchant();
    const added = await addWechatMerchant(t, organiser.token, m);
    expect((await t.call(test, { id: added.id }, as())).body).toMatchObject({
      code: 200,
      data: { status: 'ok', test_msg: '验证通过' },
    });

    const form = await wechatMerchantForm(t, organiser.token, { ...m, privateKeyPem: rsaKeyPair().privateKeyPem });
    await t.call(edit, { ...form, id: added.id, api_v3_key: '' }, as());
    expect((await t.call(test, { id: added.id }, as())).body).toMatchObject({
      code: 400,
      msg: '商户配置验证失败：签名错误：请检查商户号、证书序列号与商户私钥是否对应',
    });
    expect((await t.call(detail, { id: added.id }, as())).body.data).toMatchObject({
      status: 'failed',
      test_msg: '签名错误：请检查商户号、证书序列号与商户私钥是否对应',
    });

    const right = await wechatMerchantForm(t, organiser.token, m);
    const wrongPublic = { ...right, id: added.id, public_key: rsaKeyPair().publicKeyPem, api_v3_key: '' };
    expect((await t.call(edit, wrongPublic, as())).body.data).toMatchObject({ status: 'untested' });
    expect((await t.call(test, { id: added.id }, as())).body.msg).toBe(
      '商户配置验证失败：微信支付应答签名验证失败，请检查微信支付公钥',
    );
  });

  it('keeps stored secrets when an edit leaves them empty', async () => {
    const m = wechat.addMerchant();
    const added = await addWechatMerchant(t, organiser.token, m);
    const { key_path: _kept, ...form } = await wechatMerchantForm(t, organiser.token, m, '改过名字');
    const edited = await t.call(edit, { ...form, id: added.id, api_v3_key: '' }, as());
    expect(edited.body.data).toMatchObject({
      name: '改过名字',
      api_v3_key: added.api_v3_key,
      private_key: added.private_key,
    });
    expect((await t.call(test, { id: added.id }, as())).body.data.status).toBe('ok');
  });

  it('adds and tests an Alipay app with keys as Alipay’s key tool writes them', async () => {
    const a = alipay.addApp();
    const form = {
      ...alipayMerchantForm(a),
      private_key: bareKey(a.privateKey),
      public_key: bareKey(a.alipayPublicKey),
    };
    const added = (await t.call(add, form, as())).body.data;
    expect(added).toMatchObject({ type: 'alipay', app_id: a.appId, mch_id: '', api_v3_key: '' });
    expect(added.private_key).toMatch(/^RSA 2048位/);
    expect((await t.call(test, { id: added.id }, as())).body.data.status).toBe('ok');

    const wrongPublic = { ...form, id: added.id, private_key: '', public_key: rsaKeyPair().publicKeyPem };
    await t.call(edit, wrongPublic, as());
    expect((await t.call(test, { id: added.id }, as())).body.msg).toBe(
      '商户配置验证失败：支付宝应答签名验证失败，请检查支付宝公钥',
    );
    const wrongKey = { ...form, id: added.id, private_key: rsaKeyPair().privateKeyPem };
    await t.call(edit, wrongKey, as());
    expect((await t.call(test, { id: added.id }, as())).body.msg).toBe(
      '商户配置验证失败：签名错误：应用私钥与支付宝开放平台上设置的应用公钥不对应',
    );
  });

  it('refuses wrong keys and malformed fields with a clear message, storing nothing', async () => {
    const m = wechat.addMerchant();
    const form = await wechatMerchantForm(t, organiser.token, m);
    const before = (await t.call(list, {}, as())).body.data.total;
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...form, api_v3_key: 'short' }, 'APIv3密钥应为32位字母或数字'],
      [{ ...form, mch_id: 'abc' }, '商户号应为8到12位数字'],
      [{ ...form, app_id: '123' }, 'AppID应为wx开头的18位字符'],
      [{ ...form, public_key_id: 'ABC' }, '微信支付公钥ID应以PUB_KEY_ID_开头'],
      [{ ...form, public_key: 'not a key' }, '公钥格式错误，请粘贴完整的公钥'],
      [
        { ...form, key_path: 'cert/1/00000000-0000-0000-0000-000000000000.pem' },
        '商户私钥文件无效，请重新上传apiclient_key.pem',
      ],
      [{ ...form, key_path: undefined }, '请上传商户私钥文件'],
      [
        { ...alipayMerchantForm(alipay.addApp()), private_key: 'MIIBOgIBAAJBAK' },
        '应用私钥格式错误，请粘贴支付宝密钥工具生成的应用私钥',
      ],
      [{ ...alipayMerchantForm(alipay.addApp()), app_id: 'wx1' }, '支付宝AppID应为16位数字'],
    ];
    for (const [input, msg] of refusals) {
      expect((await t.call(add, input, as())).body).toMatchObject({ code: 400, msg });
    }
    expect((await t.call(list, {}, as())).body.data.total).toBe(before);
  });

  it('refuses a certificate upload that is not a PEM private key', async () => {
    const publicKey = await uploadKey(t, organiser.token, rsaKeyPair().publicKeyPem, 'pub_key.pem');
    expect(publicKey).toMatchObject({
      code: 400,
      msg: 'upload type error：请上传PEM格式的商户私钥文件（apiclient_key.pem）',
    });
    expect((await uploadKey(t, organiser.token, rsaKeyPair().privateKeyPem, 'apiclient_key.txt')).msg).toBe(
      'upload type error',
    );
  });

  it('shows, changes, tests and deletes only the organiser’s own merchants', async () => {
    const mine = await addWechatMerchant(t, organiser.token, wechat.addMerchant());
    const other = await makeCustomer(t);
    await makeTenant(t, { code: 'elsewhere', hosts: ['elsewhere.test'] });
    const foreign = await makeCustomer(t, { host: 'elsewhere.test' });
    for (const stranger of [{ token: other.token }, { token: foreign.token, host: 'elsewhere.test' }]) {
      expect((await t.call(list, {}, stranger)).body.data.list.map((m) => m.id)).not.toContain(mine.id);
      for (const [e, input] of [
        [detail, { id: mine.id }],
        [test, { id: mine.id }],
        [remove, { id: mine.id }],
      ] as const) {
        expect((await t.call(e, input, stranger)).body).toMatchObject({ code: 400, msg: '商户不存在' });
      }
      const form = await wechatMerchantForm(t, other.token, wechat.addMerchant());
      expect((await t.call(edit, { ...form, id: mine.id }, stranger)).body.msg).toBe('商户不存在');
    }
    const theirs = await wechatMerchantForm(t, other.token, wechat.addMerchant());
    expect((await t.call(add, { ...theirs, key_path: theirs.key_path }, as())).body.msg).toBe(
      '商户私钥文件无效，请重新上传apiclient_key.pem',
    );
    const staff = await makeCustomer(t, { ownerId: organiser.customer.id });
    expect((await t.call(list, {}, { token: staff.token })).body).toMatchObject({
      code: 400,
      msg: '没有权限进行此操作',
    });
    expect((await t.call(list, {}, {})).body.code).toBe(500);

    expect((await t.call(remove, { id: mine.id }, as())).body).toMatchObject({ code: 200, data: null });
    expect((await t.call(detail, { id: mine.id }, as())).body.msg).toBe('商户不存在');
  });

  it('will not change a merchant’s type', async () => {
    const mine = await addWechatMerchant(t, organiser.token, wechat.addMerchant());
    const res = await t.call(edit, { ...alipayMerchantForm(alipay.addApp()), id: mine.id }, as());
    expect(res.body).toMatchObject({ code: 400, msg: '商户类型不能修改，请删除后重新添加' });
  });
});
