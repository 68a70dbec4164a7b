import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, message } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';
import { expectNotice, loginData, renderPage, stubApi } from '../../components/test-kit.js';
import { FeedbackPage } from './feedback-page.js';

const uploadPath = '/api/api/Uploads/aliyun_oss';
const api = () =>
  stubApi({
    [uploadPath]: { data: { url: '/uploads/shot.png', name: 'shot.png', size: 10, type: 'image' } },
    '/api/QuestionFeedback/addQf': { data: { id: 1 } },
  });
const pick = (name: string) =>
  fireEvent.change(screen.getByLabelText('上传图片'), { target: { files: [new File(['x'], name)] } });

describe('FeedbackPage', () => {
  beforeEach(() => uiFlags.closeLoginPopup());
  afterEach(() => {
    Modal.destroyAll();
    message.destroy();
  });

  it('opens the login popup instead of sending when there is no login', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = api();
    renderPage(<FeedbackPage />);
    fireEvent.change(screen.getByPlaceholderText('请填写反馈内容'), { target: { value: '按钮点不动' } });
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(uiFlags.get().loginPopup).toBe(true));
    expect(callsTo('/api/QuestionFeedback/addQf')).toHaveLength(0);
  });

  it('asks a visitor to log in before choosing images', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderPage(<FeedbackPage />);
    await user.click(screen.getByRole('button', { name: /上传图片/ }));
    expect(uiFlags.get().loginPopup).toBe(true);
  });

  it("refuses a file with a wrong extension with 'upload type error' and uploads nothing", async () => {
    session.save(loginData());
    const { callsTo } = api();
    renderPage(<FeedbackPage />);
    pick('notes.txt');
    expect(await screen.findByText('upload type error')).toBeInTheDocument();
    expect(callsTo(uploadPath)).toHaveLength(0);
  });

  it('asks for the content in a 提示 dialog', async () => {
    const user = userEvent.setup({ delay: null });
    session.save(loginData());
    const { callsTo } = api();
    renderPage(<FeedbackPage />);
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    await expectNotice('请填写反馈内容');
    expect(callsTo('/api/QuestionFeedback/addQf')).toHaveLength(0);
  });

  it('sends type, content, uploaded images and contact', async () => {
    const user = userEvent.setup({ delay: null });
    session.save(loginData());
    const { callsTo } = api();
    renderPage(<FeedbackPage />);
    pick('Shot.PNG');
    expect(await screen.findByRole('button', { name: '删除' })).toBeInTheDocument();
    const upload = callsTo(uploadPath)[0]?.body as FormData;
    expect(upload.get('type')).toBe('image');
    expect((upload.get('file') as File).name).toBe('Shot.PNG');

    fireEvent.change(screen.getByPlaceholderText('请填写反馈内容'), { target: { value: ' 导出很慢 ' } });
    fireEvent.change(screen.getByPlaceholderText('手机号、微信或邮箱，方便我们联系您'), {
      target: { value: 'wx_abc' },
    });
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() =>
      expect(callsTo('/api/QuestionFeedback/addQf')[0]?.body).toEqual({
        type: 2,
        content: '导出很慢',
        images: ['/uploads/shot.png'],
        contact: 'wx_abc',
      }),
    );
    expect(await screen.findByText('感谢您的反馈')).toBeInTheDocument();
  });
});
