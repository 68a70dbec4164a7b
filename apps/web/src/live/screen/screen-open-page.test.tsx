import { screenContract } from '@app/contract/screen';
import { tenantContract } from '@app/contract/tenant';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { ScreenOpenPage } from './screen-open-page.js';

const openPath = screenContract.open.path;
const site = { [tenantContract.domainConfig.path]: { data: { title: '智答云', logo: '/brand/logo.png' } } };

describe('ScreenOpenPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const type = (text: string) => fireEvent.change(screen.getByLabelText('大屏口令'), { target: { value: text } });
  const press = () => fireEvent.click(screen.getByRole('button', { name: '打开大屏' }));

  it("shows the site's name, takes six digits only, and becomes the screen the passcode opens", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { callsTo } = stubApi({
      ...site,
      [openPath]: { data: { screen_path: '/screen/lottery/AbCdEfGhIj', title: '年会抽奖' } },
    });
    renderPage(<ScreenOpenPage />);
    expect(await screen.findByText('智答云', {}, slow)).toBeInTheDocument();
    type('12a34 5678');
    expect(screen.getByLabelText('大屏口令')).toHaveValue('123456');
    press();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/screen/lottery/AbCdEfGhIj'), slow);
    expect(callsTo(openPath).map((c) => c.body)).toEqual([{ pwd: '123456' }]);
  });

  it('asks for all six digits before it calls, and shows the server’s refusal under the field', async () => {
    const { callsTo } = stubApi({ ...site, [openPath]: { code: 400, msg: '大屏口令不正确' } });
    renderPage(<ScreenOpenPage />);
    type('123');
    press();
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入6位大屏口令');
    expect(callsTo(openPath)).toHaveLength(0);
    type('123456');
    press();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('大屏口令不正确'), slow);
    expect(screen.getByRole('button', { name: '打开大屏' })).toBeEnabled();
  });
});
