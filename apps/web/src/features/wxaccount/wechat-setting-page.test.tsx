import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogTitled, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { WechatSettingPage } from './wechat-setting-page.js';
import { account, pageOf, settingRow } from './wxaccount-fixtures.js';

const accounts = pageOf([
  account(1, { nickname: '活动服务号' }),
  account(2, { nickname: '资讯订阅号', service_type: 0, verified: false, can_sign_in: false }),
  account(3, { nickname: '活动小程序', kind: 'mini_program', can_sign_in: false }),
]);

describe('WechatSettingPage', { timeout: 40_000 }, () => {
  it('lists the activities with the account and the sign-in mode each uses', async () => {
    stubApi({
      '/api/WeChatSetting/list': pageOf([
        settingRow(7, { title: '安全月答题', wxaccount_id: 1, nickname: '活动服务号', scope: 'snsapi_base' }),
        settingRow(8, { title: '读书投票' }),
      ]),
    });
    renderPage(<WechatSettingPage />);
    const row = (await screen.findByText('安全月答题', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('活动服务号')).toBeInTheDocument();
    expect(within(row).getByText('静默授权（仅获取身份标识）')).toBeInTheDocument();
    const unset = screen.getByText('读书投票').closest('tr') as HTMLElement;
    expect(within(unset).getByText('未设置')).toBeInTheDocument();
  });

  it('saves the chosen service account and mode; accounts that cannot sign people in are not offered', async () => {
    const { callsTo } = stubApi({
      '/api/WeChatSetting/list': pageOf([settingRow(8, { title: '读书投票' })]),
      '/api/wxaccount/list': accounts,
      '/api/WeChatSetting/save': (c) => ({ data: c.body }),
    });
    renderPage(<WechatSettingPage />);
    fireEvent.click(await screen.findByRole('button', { name: '设置 读书投票' }, slow));
    const dialog = await dialogTitled('公众号设置：读书投票');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '登录公众号' }));
    const optionText = '.ant-select-item-option-content';
    await screen.findByText('活动服务号', { selector: optionText }, slow);
    const options = [...document.querySelectorAll(optionText)].map((o) => o.textContent);
    expect(options).toEqual(['不使用公众号', '活动服务号', '资讯订阅号（不可用于登录）']);
    const subscription = screen.getByText('资讯订阅号（不可用于登录）', { selector: optionText });
    expect(subscription.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    fireEvent.click(screen.getByText('活动服务号', { selector: optionText }));
    fireEvent.click(within(dialog).getByLabelText('静默授权（仅获取身份标识）'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/WeChatSetting/save')[0]?.body).toEqual({
      activity_id: 8,
      wxaccount_id: 1,
      scope: 'snsapi_base',
    });
  });
});
