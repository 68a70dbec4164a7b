import type { Merchant } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { MerchantFormPage } from './merchant-form-page.js';
import { MerchantListPage } from './merchant-list-page.js';

const merchant = (over: Partial<Merchant> = {}): Merchant => ({
  id: 3,
  type: 'wechat',
  name: '年会收款',
  mch_id: '1900000109',
  app_id: 'wx8888888888888888',
  cert_serial: 'ABCDEF0123456789',
  public_key_id: 'PUB_KEY_ID_0100001',
  public_key: '-----BEGIN PUBLIC KEY-----\nMII\n-----END PUBLIC KEY-----',
  api_v3_key: `${'*'.repeat(28)}ab12`,
  private_key: 'RSA 2048位 · 指纹 3F2A 9C1D 0B7E 44AA',
  key_name: 'apiclient_key.pem',
  status: 'ok',
  test_msg: '验证通过',
  tested_at: '2026-06-01T02:00:00.000Z',
  activity_count: 1,
  created_at: '2026-06-01T02:00:00.000Z',
  ...over,
});
const page = (list: Merchant[]) => ({ data: { list, total: list.length, page: 1, limit: 10 } });

const renderAt = (route: string) =>
  renderPage(
    <Routes>
      <Route path="/function/payTenant" element={<MerchantListPage />} />
      <Route path="/function/ptAdd" element={<MerchantFormPage />} />
    </Routes>,
    { route },
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the merchant pages', { timeout: 40_000 }, () => {
  it('lists merchants with the API key masked and the private key only as its fingerprint', async () => {
    stubApi({ '/api/mch/list': page([merchant()]), '/api/MyActivity/index': page([]) });
    renderAt('/function/payTenant');
    const row = (await screen.findByText('年会收款', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('****ab12')).toBeInTheDocument();
    expect(within(row).getByText('RSA 2048位 · 指纹 3F2A 9C1D 0B7E 44AA')).toBeInTheDocument();
    expect(within(row).getByText('验证通过')).toBeInTheDocument();
    expect(within(row).getByText('微信支付')).toBeInTheDocument();
  });

  it('checks the form with the contract before sending, and refuses a file that is not .pem', async () => {
    const { callsTo } = stubApi({});
    renderAt('/function/ptAdd');
    fill('商户名称', '年会收款');
    fill('商户号', '1900000109');
    fill('AppID', 'wx8888888888888888');
    fill('证书序列号', 'ABCDEF0123456789');
    fill('微信支付公钥ID', 'PUB_KEY_ID_0100001');
    fill('微信支付公钥', '-----BEGIN PUBLIC KEY-----');
    fill('APIv3密钥', 'short');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await expectNotice('APIv3密钥应为32位字母或数字');

    const file = new File(['x'], 'apiclient_key.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('上传 apiclient_key.pem'), { target: { files: [file] } });
    expect(await screen.findByText('upload type error', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/upload/api/uploads/cert_upload')).toHaveLength(0);
    expect(callsTo('/api/mch/add')).toHaveLength(0);
  });

  it('edits a merchant keeping its secrets when left empty', async () => {
    const { callsTo } = stubApi({
      '/api/mch/detail': { data: merchant() },
      '/api/mch/edit': (c) => ({ data: merchant(c.body as object) }),
      '/api/mch/list': page([merchant()]),
      '/api/MyActivity/index': page([]),
    });
    renderAt('/function/ptAdd?id=3');
    await waitFor(() => expect(screen.getByLabelText('商户号')).toHaveValue('1900000109'), slow);
    expect(screen.getByText('已保存：RSA 2048位 · 指纹 3F2A 9C1D 0B7E 44AA')).toBeInTheDocument();
    fill('商户名称', '改名');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo('/api/mch/edit')).toHaveLength(1), slow);
    expect(callsTo('/api/mch/edit')[0]?.body).toMatchObject({ id: 3, name: '改名', api_v3_key: '', key_path: '' });
  });
});
