import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../app/session.js';
import { loginData, renderPage, stubApi } from '../../components/test-kit.js';
import { KfChatPage } from './kf-chat-page.js';

const kf = { data: { kf_phone: '400-800-1234', kf_time: '9:00-18:00' } };

describe('KfChatPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks to log in when the message is refused with code 555', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      '/api/Web/customerKf': kf,
      '/api/QuestionFeedback/addQf': { code: 555, msg: '请先登录' },
    });
    renderPage(<KfChatPage />);
    fireEvent.change(screen.getByLabelText('请输入您要咨询的问题'), { target: { value: '怎么开发票？' } });
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByText('请先登录后再留言')).toBeInTheDocument();
  });

  it('sends the message as feedback of type 4', async () => {
    const user = userEvent.setup({ delay: null });
    session.save(loginData());
    const { callsTo } = stubApi({ '/api/Web/customerKf': kf, '/api/QuestionFeedback/addQf': { data: { id: 3 } } });
    renderPage(<KfChatPage />);
    expect(await screen.findByText(/400-800-1234/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('请输入您要咨询的问题'), { target: { value: '怎么开发票？' } });
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByText('留言已收到，我们会尽快回复您')).toBeInTheDocument();
    expect(callsTo('/api/QuestionFeedback/addQf')[0]?.body).toEqual({ type: 4, content: '怎么开发票？' });
  });

  it('tells the parent frame to close', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ '/api/Web/customerKf': kf });
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    renderPage(<KfChatPage />);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ close: true }, '*'));
  });
});
