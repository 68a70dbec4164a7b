import type { DataOf } from '@app/contract';
import type { prizeContract } from '@app/contract/prize';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog, expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { AnswerCodeCard } from './answer-code-card.js';
import { clickButton, type } from './test-prizes.js';

type Code = DataOf<typeof prizeContract.answerCodeList>['list'][number];
const configPath = '/api/PrizeAnswerCode/config';
const listPath = '/api/PrizeAnswerCode/list';

const makeCode = (id: number, over: Partial<Code> = {}): Code => ({
  id,
  code: `ABCD234${id}`,
  batch: '一车间',
  used: false,
  name: '',
  phone: '',
  used_at: null,
  created_at: '2026-06-01T02:00:00.000Z',
  ...over,
});

const stubCodes = (codes: Code[], extra: Parameters<typeof stubApi>[0] = {}) => {
  const config = { required: false, total: codes.length, used: codes.filter((c) => c.used).length };
  return stubApi({
    [configPath]: (c) => {
      const body = c.body as { required?: boolean };
      if (body.required !== undefined) config.required = body.required;
      return { data: { ...config } };
    },
    [listPath]: () => ({ data: { list: codes, total: codes.length, page: 1, limit: 10 } }),
    ...extra,
  });
};

const renderCard = () => renderPage(<AnswerCodeCard activityId={5} />);

describe('AnswerCodeCard', { timeout: 60_000 }, () => {
  it('shows the counts and the codes with who used them, and filters by keywords', async () => {
    const { callsTo } = stubCodes([
      makeCode(2, { used: true, name: '王小明', phone: '13800001234', used_at: '2026-06-01T03:00:00.000Z' }),
      makeCode(1),
    ]);
    renderCard();
    expect(await screen.findByText('共 2 个，已使用 1 个', {}, slow)).toBeInTheDocument();
    for (const text of ['ABCD2342', '王小明', '13800001234', '已使用', '未使用']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(callsTo(listPath)[0]?.body).toEqual({ activity_id: 5, page: 1, limit: 10 });

    const search = screen.getByRole('searchbox', { name: '关键词' });
    fireEvent.change(search, { target: { value: ' 王小 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(callsTo(listPath).at(-1)?.body).toMatchObject({ keywords: '王小', page: 1 }));
  });

  it('turns the requirement on', async () => {
    const { callsTo } = stubCodes([]);
    renderCard();
    const toggle = await screen.findByRole('switch', { name: '参与者须凭答题码答题' }, slow);
    await waitFor(() => expect(toggle).not.toHaveClass('ant-switch-loading'));
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(callsTo(configPath).map((c) => c.body)).toContainEqual({ activity_id: 5, required: true }),
    );
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('checks the count, then generates codes under a batch', async () => {
    const { callsTo } = stubCodes([], { '/api/PrizeAnswerCode/generate': { data: { created: 20 } } });
    renderCard();
    const card = (await screen.findByText('答题码', { selector: '.ant-card-head-title' }, slow)).closest(
      '.ant-card',
    ) as HTMLElement;
    type(card, '生成数量', '1001');
    clickButton('生成答题码', card);
    await expectNotice('一次最多生成1000个');
    expect(callsTo('/api/PrizeAnswerCode/generate')).toHaveLength(0);

    type(card, '生成数量', '20');
    type(card, '批次名称', '二车间');
    clickButton('生成答题码', card);
    expect(await screen.findByText('已生成 20 个答题码', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/PrizeAnswerCode/generate')[0]?.body).toEqual({ activity_id: 5, count: 20, batch: '二车间' });
  });

  it('downloads the unused codes for this activity', async () => {
    const { callsTo } = stubCodes([makeCode(1)]);
    renderCard();
    await screen.findByText('ABCD2341', {}, slow);
    clickButton('下载未使用的答题码');
    await waitFor(() => expect(callsTo('/api/PrizeAnswerCode/download')).toHaveLength(1));
    expect(callsTo('/api/PrizeAnswerCode/download')[0]?.query.get('activity_id')).toBe('5');
  });

  it('asks for a selection, then deletes the selected codes after confirming', async () => {
    const { callsTo } = stubCodes([makeCode(1), makeCode(2)], {
      '/api/PrizeAnswerCode/delete': { data: { deleted: 1 } },
    });
    renderCard();
    await screen.findByText('ABCD2341', {}, slow);
    clickButton('删除所选');
    await expectNotice('请选择答题码');

    const row = screen.getByText('ABCD2341').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    clickButton('删除所选');
    await confirmDialog('确定删除所选的 1 个答题码吗？已使用的答题码不会删除。');
    expect(await screen.findByText('已删除 1 个答题码', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/PrizeAnswerCode/delete')[0]?.body).toEqual({ activity_id: 5, ids: [1] });
  });
});
