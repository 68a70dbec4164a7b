import { questionContract } from '@app/contract/question';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downloadFile, fileNameOf } from './download-file.js';
import { slow, stubApi } from './test-kit.js';

describe('fileNameOf', () => {
  it('prefers the encoded UTF-8 name, then the plain one, and has none without a header', () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E9%A2%98%E5%BA%93.xlsx`)).toBe('题库.xlsx');
    expect(fileNameOf('attachment; filename="bank.xlsx"')).toBe('bank.xlsx');
    expect(fileNameOf(null)).toBeUndefined();
  });
});

describe('downloadFile', () => {
  it('shows the refusal the server sends as an envelope and saves nothing', async () => {
    stubApi({ '/api/Question/export': { code: 400, msg: '题库不存在' } });
    const saved = await downloadFile(questionContract.exportXlsx, { bank_id: 99 }, 'x.xlsx');
    expect(saved).toBe(false);
    expect(await screen.findByText('题库不存在', {}, slow)).toBeInTheDocument();
  });
});
