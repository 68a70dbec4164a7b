import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { uiFlags } from '../app/ui-flags.js';
import { stubApi } from '../components/test-kit.js';
import { KfBox } from './kf-box.js';
import { Navbar } from './navbar.js';
import { renderShellPart, siteConfig } from './test-render.js';

describe('the floating customer-service box', () => {
  afterEach(() => uiFlags.closeChat());

  it('starts docked as a slim tab and opens its card with the numbers, chat button and QR code on click', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    renderShellPart(<KfBox />);
    const tab = await screen.findByRole('button', { name: /客服中心/ });
    expect(screen.queryByText('400-000-0000')).not.toBeInTheDocument();
    await userEvent.click(tab);
    expect(screen.getByText('400-000-0000')).toBeInTheDocument();
    expect(screen.getByText('服务热线')).toBeInTheDocument();
    expect(screen.getByText('400-000-0001')).toBeInTheDocument();
    expect(screen.getByText('13800000000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '客服二维码' })).toHaveAttribute('src', '/brand/kf-qrcode.png');
    await userEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(uiFlags.get().chatOpen).toBe(true);
  });

  it('docks again on 收起, and shows its card while hovered', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    renderShellPart(<KfBox />);
    await userEvent.click(await screen.findByRole('button', { name: /客服中心/ }));
    await userEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByText('400-000-0000')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('complementary', { name: '客服中心' }));
    expect(screen.getByText('400-000-0000')).toBeInTheDocument();
    await userEvent.unhover(screen.getByRole('complementary', { name: '客服中心' }));
    expect(screen.queryByText('400-000-0000')).not.toBeInTheDocument();
  });

  it('stays below the modal masks (z-index under 1000)', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    renderShellPart(<KfBox />);
    const box = await screen.findByRole('complementary', { name: '客服中心' });
    expect(Number(box.style.zIndex)).toBeLessThan(1000);
  });

  it('leaves the chat button out when kf_button is 0', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig({ kf_button: 0 }) } });
    renderShellPart(<KfBox />);
    await userEvent.click(await screen.findByRole('button', { name: /客服中心/ }));
    await screen.findByText('400-000-0000');
    expect(screen.queryByRole('button', { name: '在线客服' })).not.toBeInTheDocument();
  });

  it('shows no customer service when the tenant turns it off', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig({ show_kf: 0 }) } });
    renderShellPart(
      <>
        <Navbar />
        <KfBox />
      </>,
    );
    // The navbar reads the same settings: once it shows the title, the box has them too.
    await screen.findByText('智答云');
    expect(screen.queryByRole('button', { name: /客服中心/ })).not.toBeInTheDocument();
  });
});
