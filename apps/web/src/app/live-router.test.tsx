import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slow, stubApi } from '../components/test-kit.js';
import { renderRoutes } from '../layout/test-render.js';
import { liveCode, makeInfo, paths } from '../live/kit/live-fixtures.js';
import { liveEntryRoutes } from './live-router.js';

describe('the live entry', () => {
  it("opens a phone's page by its code, titled with the activity's name", async () => {
    stubApi({ [paths.info]: { data: makeInfo({ title: '安全月知识竞答' }) } });
    renderRoutes(liveEntryRoutes, `/h5/${liveCode}`);
    expect(await screen.findByRole('button', { name: '参与活动' }, slow)).toBeInTheDocument();
    expect(document.title).toBe('安全月知识竞答');
  });

  it('routes only the public live pages: a back-office address is a 404 without a way into the back-office', async () => {
    renderRoutes(liveEntryRoutes, '/activity/console');
    expect(await screen.findByRole('status')).toHaveTextContent('404');
    expect(screen.getByText('页面不存在')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("tells a phone that the activity is gone, in the server's words, as a notice and a toast", async () => {
    stubApi({ [paths.info]: { code: 400, msg: '活动不存在或已下线' } });
    renderRoutes(liveEntryRoutes, `/h5/${liveCode}`);
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('活动不存在或已下线');
    expect(screen.getByRole('alert')).toHaveTextContent('活动不存在或已下线');
  });
});
