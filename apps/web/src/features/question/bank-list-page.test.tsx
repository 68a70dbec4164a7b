import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { confirmDialog, dialogTitled, expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import i18n from '../../i18n/index.js';
import { BankListPage } from './bank-list-page.js';
import { clickButton, listOf, makeBank, rowOf } from './test-questions.js';

const listPath = '/api/QuestionBank/list';

const renderList = () =>
  renderPage(
    <Routes>
      <Route path="/question/user_question" element={<BankListPage />} />
      <Route path="/question/manage_question" element={<p>题目管理页</p>} />
    </Routes>,
    { route: '/question/user_question' },
  );

describe('BankListPage', () => {
  it('lists my banks with description, question count and last update, each linked to its questions', async () => {
    stubApi({
      [listPath]: listOf([makeBank(3, { name: '安全知识', description: '消防与用电', question_count: 42 })], 11),
    });
    renderList();
    const row = await rowOf('安全知识');
    expect(within(row).getByText('消防与用电')).toBeInTheDocument();
    expect(within(row).getByText('42')).toBeInTheDocument();
    expect(within(row).getByText(/^2025-03-02 \d\d:30$/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '管理题目' })).toHaveAttribute(
      'href',
      '/question/manage_question?id=3',
    );
    expect(screen.getByText('共 11 条')).toBeInTheDocument();
  });

  it('searches my banks by name', async () => {
    const { callsTo } = stubApi({ [listPath]: listOf([makeBank(1)]) });
    renderList();
    await rowOf('题库1');
    fireEvent.change(screen.getByLabelText('搜索题库名称'), { target: { value: ' 安全 ' } });
    clickButton('搜索');
    await waitFor(() => expect(callsTo(listPath).at(-1)?.query.get('keywords')).toBe('安全'));
  });

  it('asks for the name before creating a bank, then creates it and shows it', async () => {
    const banks = [makeBank(1)];
    const { callsTo } = stubApi({
      [listPath]: () => listOf(banks),
      '/api/QuestionBank/add': (c) => {
        const added = makeBank(9, c.body as object);
        banks.push(added);
        return { data: added };
      },
    });
    renderList();
    await rowOf('题库1');
    clickButton('新建题库');
    const dialog = await dialogTitled('新建题库');
    clickButton('保存', dialog);
    await expectNotice('请输入题库名称');
    expect(callsTo('/api/QuestionBank/add')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('题库名称'), { target: { value: '交通法规' } });
    fireEvent.change(within(dialog).getByLabelText('描述'), { target: { value: '驾考' } });
    clickButton('保存', dialog);
    expect((await screen.findAllByText('保存成功', {}, slow))[0]).toBeInTheDocument();
    expect(callsTo('/api/QuestionBank/add')[0]?.body).toEqual({ name: '交通法规', description: '驾考' });
    expect(await rowOf('交通法规')).toBeInTheDocument();
  });

  it('renames a bank with its id', async () => {
    const { callsTo } = stubApi({
      [listPath]: listOf([makeBank(4, { name: '旧名', description: '说明' })]),
      '/api/QuestionBank/edit': (c) => ({ data: makeBank(4, c.body as object) }),
    });
    renderList();
    clickButton('编辑', await rowOf('旧名'));
    const dialog = await dialogTitled('编辑题库');
    const name = within(dialog).getByLabelText('题库名称');
    expect(name).toHaveValue('旧名');
    fireEvent.change(name, { target: { value: '新名' } });
    clickButton('保存', dialog);
    await screen.findAllByText('保存成功', {}, slow);
    expect(callsTo('/api/QuestionBank/edit')[0]?.body).toEqual({ id: 4, name: '新名', description: '说明' });
  });

  it('deletes a bank only after a 提示 that says its questions go too', async () => {
    const { callsTo } = stubApi({
      [listPath]: listOf([makeBank(5, { name: '临时', question_count: 12 })]),
      '/api/QuestionBank/delete': { data: null },
    });
    renderList();
    clickButton('删除', await rowOf('临时'));
    const prompt = '确定删除题库“临时”吗？题库中的 12 道题目将一并删除，且无法恢复。';
    await expectNotice(prompt);
    expect(callsTo('/api/QuestionBank/delete')).toHaveLength(0);
    await confirmDialog(prompt);
    expect(await screen.findByText('删除成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/QuestionBank/delete')[0]?.body).toEqual({ id: 5 });
  });

  it('downloads the bank as .xlsx with the token, under the name the server gives', async () => {
    stubApi({ [listPath]: listOf([makeBank(6, { name: '历史' })]) });
    const listFetch = globalThis.fetch;
    const saved: string[] = [];
    const download = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      if (!String(input).startsWith('/api/Question/export')) return listFetch(input, init);
      return new Response('xlsx', {
        headers: { 'content-disposition': "attachment; filename*=UTF-8''%E5%8E%86%E5%8F%B2.xlsx" },
      });
    });
    vi.stubGlobal('fetch', download);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:1', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    localStorage.setItem('QUES_USER', JSON.stringify({ token: 'tok-9' }));
    renderList();
    clickButton('导出', await rowOf('历史'));
    await waitFor(() => expect(saved).toEqual(['历史.xlsx']));
    const [url, init] = download.mock.calls.find(([u]) => String(u).startsWith('/api/Question/export'))!;
    expect(url).toBe('/api/Question/export?bank_id=6');
    expect((init!.headers as Record<string, string>).token).toBe('tok-9');
    click.mockRestore();
  });

  it('speaks English when the language is en-US', async () => {
    stubApi({ [listPath]: listOf([makeBank(3, { name: 'Safety' })]) });
    await i18n.changeLanguage('en-US');
    try {
      renderList();
      const row = await rowOf('Safety');
      expect(screen.getByText('My question banks')).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: 'Questions' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'New bank' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});
