import { describe, expect, it } from 'vitest';
import { importProblems } from './import-problems.js';

describe('the problems of a refused import', () => {
  it('lists each row the message names, apart from what it says of the whole file', () => {
    expect(importProblems('第 3 行：手机号格式不正确；第 5 行：请输入姓名；……共12行有误；未导入任何人员')).toEqual({
      rows: ['第 3 行：手机号格式不正确', '第 5 行：请输入姓名'],
      summary: ['……共12行有误', '未导入任何人员'],
    });
    expect(importProblems('第3行：手机号格式不正确\n第4行：手机号与第 3 行重复\n').rows).toEqual([
      '第3行：手机号格式不正确',
      '第4行：手机号与第 3 行重复',
    ]);
  });

  it('keeps a message that names no row whole', () => {
    expect(importProblems('文件中没有人员，未导入任何人员')).toEqual({
      rows: [],
      summary: ['文件中没有人员，未导入任何人员'],
    });
  });
});
