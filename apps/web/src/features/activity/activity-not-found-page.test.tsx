import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../components/test-kit.js';
import { ActivityNotFoundPage } from './activity-not-found-page.js';

describe('ActivityNotFoundPage', () => {
  it('says the activity is gone and leads back to my activities', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(
      <Routes>
        <Route path="/activity/404" element={<ActivityNotFoundPage />} />
        <Route path="/activity/manage" element={<p>我的活动列表</p>} />
      </Routes>,
      { route: '/activity/404' },
    );
    expect(screen.getByText('活动不存在或已下线')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回我的活动' }));
    expect(screen.getByText('我的活动列表')).toBeInTheDocument();
  });
});
