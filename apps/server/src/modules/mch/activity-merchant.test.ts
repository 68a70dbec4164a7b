import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { type AlipayStandIn, startAlipayStandIn } from '../../test/payment-stand-ins/alipay-stand-in.js';
import { startWechatPayStandIn, type WechatPayStandIn } from '../../test/payment-stand-ins/wechatpay-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { redPacketMerchant } from './activity-merchant.service.js';
import { addWechatMerchant, alipayMerchantForm } from './mch.factory.js';

const { activity, activitySet, delete: remove, list } = contract.mch;

describe('choosing an activity’s merchants', () => {
  let t: TestApp;
  let wechat: WechatPayStandIn;
  let alipay: AlipayStandIn;

  beforeAll(async () => {
    wechat = await startWechatPayStandIn({ clock: () => t.clock.now() });
    alipay = await startAlipayStandIn({ clock: () => t.clock.now() });
    t = await createTestApp({ WECHATPAY_BASE_URL: wechat.baseUrl, ALIPAY_GATEWAY: alipay.gateway });
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
    await alipay.close();
  });

  const organiserWithMerchants = async () => {
    const o = await makeCustomer(t);
    const standIn = wechat.addMerchant(100_00);
    const wx = await addWechatMerchant(t, o.token, standIn);
    const ali = (await t.call(contract.mch.add, alipayMerchantForm(alipay.addApp()), { token: o.token })).body.data;
    const act = await makeActivity(t, { tenantId: o.customer.tenantId, id: o.customer.id });
    return { ...o, standIn, wx, ali, act };
  };

  it('offers the organiser’s merchants and keeps the choice, fee included', async () => {
    const o = await organiserWithMerchants();
    const empty = (await t.call(activity, { activity_id: o.act.id }, { token: o.token })).body.data;
    expect(empty).toMatchObject({ pay_mch_id: null, hb_mch_id: null, fee: 0 });
    expect(empty.options.map((m) => m.id).sort()).toEqual([o.wx.id, o.ali.id].sort());

    const choice = { activity_id: o.act.id, pay_mch_id: o.ali.id, hb_mch_id: o.wx.id, fee: 9.9, fee_title: '报名费' };
    expect((await t.call(activitySet, choice, { token: o.token })).body.data).toMatchObject({
      pay_mch_id: o.ali.id,
      hb_mch_id: o.wx.id,
      fee: 9.9,
      fee_title: '报名费',
    });
    expect((await t.call(activity, { activity_id: o.act.id }, { token: o.token })).body.data.fee).toBe(9.9);
    const listed = (await t.call(list, {}, { token: o.token })).body.data.list;
    expect(listed.find((m) => m.id === o.wx.id)?.activity_count).toBe(1);
    expect((await t.call(remove, { id: o.wx.id }, { token: o.token })).body.msg).toBe(
      '该商户正被活动使用，请先为这些活动更换商户',
    );
  });

  it('pays red packets only from a WeChat Pay merchant, through its transfer call', async () => {
    const o = await organiserWithMerchants();
    const base = { activity_id: o.act.id, pay_mch_id: null, fee: 0, fee_title: '' };
    expect((await t.call(activitySet, { ...base, hb_mch_id: o.ali.id }, { token: o.token })).body.msg).toBe(
      '红包只能通过微信支付商户发放',
    );
    await expect(redPacketMerchant(t.deps, o.act.id)).rejects.toThrow('该活动未设置收款商户');
    await t.call(activitySet, { ...base, hb_mch_id: o.wx.id }, { token: o.token });
    const { client } = await redPacketMerchant(t.deps, o.act.id);
    const detail = { outDetailNo: 'D1', openid: 'oWinner', amountFen: 100, remark: '答题红包' };
    const sent = await client.transfer({ outBatchNo: 'HB0001', batchName: '红包', remark: '恭喜', details: [detail] });
    expect(sent.batch_status).toBe('ACCEPTED');
    expect(wechat.transfers.at(-1)).toMatchObject({ mchid: o.standIn.mchId, totalFen: 100, openids: ['oWinner'] });
  });

  it('refuses a fee without a merchant to take it, and another organiser’s merchant or activity', async () => {
    const o = await organiserWithMerchants();
    const other = await organiserWithMerchants();
    const base = { activity_id: o.act.id, pay_mch_id: null, hb_mch_id: null, fee: 0, fee_title: '' };
    const token = { token: o.token };
    expect((await t.call(activitySet, { ...base, fee: 5 }, token)).body.msg).toBe('该活动未设置收款商户');
    expect((await t.call(activitySet, { ...base, pay_mch_id: other.wx.id }, token)).body.msg).toBe('商户不存在');
    expect((await t.call(activitySet, { ...base, hb_mch_id: other.wx.id }, token)).body.msg).toBe('商户不存在');
    const foreignActivity = { ...base, activity_id: other.act.id, pay_mch_id: o.wx.id };
    expect((await t.call(activitySet, foreignActivity, token)).body).toMatchObject({ code: 600, msg: '活动不存在' });
    expect((await t.call(activity, { activity_id: other.act.id }, token)).body.code).toBe(600);
    expect((await t.call(activitySet, { ...base, fee: 0.001 }, token)).body.msg).toBe('金额最多保留两位小数');
  });
});
