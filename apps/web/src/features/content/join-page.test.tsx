import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNotice, renderPage, stubApi } from '../../components/test-kit.js';
import { JoinPage } from './join-page.js';

const api = () =>
  stubApi({
    '/api/AgentApplyJoin/applyDesc': { data: { title: '诚招代理', content: '<p>代理享受专属折扣</p>' } },
    '/api/AgentApplyJoin/addApply': { data: { id: 1 } },
  });
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByText('提交申请').closest('button')!);

describe('JoinPage', () => {
  afterEach(() => {
    Modal.destroyAll();
    message.destroy();
  });

  it('shows the programme description', async () => {
    api();
    renderPage(<JoinPage />);
    expect(await screen.findByText('诚招代理')).toBeInTheDocument();
    expect(screen.getByText('代理享受专属折扣')).toBeInTheDocument();
  });

  it('asks for the name and a well-formed phone before sending', async () => {
    const { callsTo } = api();
    renderPage(<JoinPage />);
    submit();
    await expectNotice('请输入姓名');
    type('请输入姓名', '王五');
    submit();
    await expectNotice('请输入手机号');
    type('请输入手机号', '1234');
    submit();
    await expectNotice('手机号格式错误');
    expect(callsTo('/api/AgentApplyJoin/addApply')).toHaveLength(0);
  });

  it('sends the application', async () => {
    const { callsTo } = api();
    renderPage(<JoinPage />);
    type('请输入姓名', '王五');
    type('请输入手机号', '13900000000');
    submit();
    expect(await screen.findByText('申请已提交，我们会尽快与您联系')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('/api/AgentApplyJoin/addApply')[0]?.body).toEqual({
        name: '王五',
        phone: '13900000000',
        company: '',
        city: '',
        remark: '',
      }),
    );
  });
});
