import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { AntiCheatSettings } from './anti-cheat-settings.js';

const paths = { info: '/api/noBanned/info', setting: '/api/noBanned/setting', unban: '/api/noBanned/unban' };
const banned = {
  participant_id: 31,
  name: '赵六',
  phone: '13900000031',
  unit: '一车间',
  reason: '代答',
  banned_at: '2026-06-01T02:00:00.000Z',
};

const stub = () =>
  stubApi({
    [paths.info]: {
      data: { settings: { signed_device: false, one_device_per_phone: true, ip_day_max: 0 }, banned: [banned] },
    },
    [paths.setting]: (call) => ({ data: { ...(call.body as object), activity_id: undefined } }),
    [paths.unban]: { data: null },
  });

describe('AntiCheatSettings', () => {
  it('saves the three settings as switched and typed', async () => {
    const api = stub();
    renderPage(<AntiCheatSettings activityId={8} />);
    const signed = await screen.findByRole('switch', { name: '校验设备标识' }, slow);
    expect(signed).not.toBeChecked();
    expect(screen.getByRole('switch', { name: '手机号绑定设备' })).toBeChecked();
    fireEvent.click(signed);
    fireEvent.change(screen.getByRole('spinbutton', { name: '同一IP每天新增参与人数' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: /保存设置/ }));
    await waitFor(() => expect(api.callsTo(paths.setting)).toHaveLength(1), slow);
    expect(api.callsTo(paths.setting)[0]?.body).toEqual({
      activity_id: 8,
      signed_device: true,
      one_device_per_phone: true,
      ip_day_max: 20,
    });
  });

  it('lists banned participants and lifts a ban once confirmed', async () => {
    const api = stub();
    renderPage(<AntiCheatSettings activityId={8} />);
    const row = (await screen.findByText('赵六', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('代答')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '解除' }));
    await confirmDialog('确定解除对“赵六”的禁止吗？');
    await waitFor(() => expect(api.callsTo(paths.unban)).toHaveLength(1), slow);
    expect(api.callsTo(paths.unban)[0]?.body).toEqual({ activity_id: 8, participant_id: 31 });
  });
});
