import { contract, type GradeField, gradeContestantFieldsSchema, gradeImportColumns, gradeLimits } from '@app/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.js';
import { firstSheet, headedRows } from '../question/index.js';

/** The contestants as .xlsx: the import template and reading an import, in the template's columns. */

export type SheetContestant = {
  name: string;
  group: string;
  description: string;
  photo: string;
  values: Record<string, string>;
};
export type SheetProblem = { row: number; reason: string };

const [nameHeader, groupHeader, descriptionHeader, photoHeader] = gradeImportColumns;
const widths = [12, 12, 40, 40];
const photoLink = /^(https?:\/\/|\/)\S+$/;

// The contract's own limits, so a row the import takes is one the contestant form takes too.
const shape = gradeContestantFieldsSchema.shape;
const max = {
  name: shape.name.maxLength ?? 0,
  group: contract.gradeActivity.addUserGroup.input.shape.name.maxLength ?? 0,
  description: shape.description.unwrap().maxLength ?? 0,
  photo: shape.photo.unwrap().maxLength ?? 0,
  value: shape.values.unwrap().valueType.maxLength ?? 0,
};

const guideOf = (fields: GradeField[]) => [
  '每行一位选手，第一行是表头，请勿修改表头。任何一行有误时不会导入任何选手。',
  `姓名：必填，不超过${max.name}个字。`,
  `分组：选填，不超过${max.group}个字；还没有的分组会自动创建。`,
  `简介：选填，不超过${max.description}个字。`,
  '照片：选填，图片链接（http:// 或 https:// 开头，或本站上传图片的 / 开头地址），大屏和评委手机上显示。',
  ...(fields.length > 0 ? [`${fields.map((f) => f.label).join('、')}：选填，每项不超过${max.value}个字。`] : []),
  `一次最多导入${gradeLimits.importRows}位选手，每个活动最多${gradeLimits.contestants}位选手。`,
  '导入时选择了轮次的，导入的选手按表中顺序排在该轮次的最后。',
];

const examples = [
  ['张三', 'A组', '来自市场部，参赛作品《春天》。', 'https://example.com/photos/zhangsan.jpg'],
  ['李四', 'B组', '', ''],
];

/** The import template: the header with the activity's field columns, two example rows and a sheet of notes. */
export const contestantTemplate = async (fields: GradeField[]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('选手名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...gradeImportColumns.map((header, i) => ({ header, width: widths[i] })),
    ...fields.map((f) => ({ header: f.label, width: 16 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of examples) sheet.addRow(row);
  const notes = book.addWorksheet('填写说明');
  notes.getColumn(1).width = 100;
  for (const line of guideOf(fields)) notes.addRow([line]);
  return new Uint8Array(await book.xlsx.writeBuffer());
};

const tooLong = (value: string, limit: number, title: string) =>
  value.length > limit ? `${title}不能超过${limit}个字` : '';

/** Why a row cannot be a contestant, or '' (the first reason only: one line per row). */
const problemOf = (row: SheetContestant, fields: GradeField[]) => {
  if (!row.name) return '请填写姓名';
  const reasons = [
    tooLong(row.name, max.name, '姓名'),
    tooLong(row.group, max.group, '分组'),
    tooLong(row.description, max.description, '简介'),
    row.photo && (row.photo.length > max.photo || !photoLink.test(row.photo))
      ? '照片须为 http:// 或 https:// 开头的图片链接，或 / 开头的本站地址'
      : '',
    ...fields.map((f) => tooLong(row.values[f.key] ?? '', max.value, f.label)),
  ];
  return reasons.find(Boolean) ?? '';
};

/**
 * Every contestant of the first sheet, or every row that cannot be one (numbered as the spreadsheet numbers it).
 * Columns are found by their header (a field's by its label); a sheet without 姓名 is no template.
 */
export const readContestantSheet = async (content: Buffer, fields: GradeField[]) => {
  const invalid = 'GRADE_IMPORT_FILE_INVALID';
  const rows = headedRows(await firstSheet(content, invalid), nameHeader, invalid);
  if (rows.length > gradeLimits.importRows) {
    throw new AppError(
      'GRADE_IMPORT_INVALID',
      `一次最多导入${gradeLimits.importRows}位选手，文件中有${rows.length}位，未导入任何选手`,
    );
  }
  const contestants: SheetContestant[] = [];
  const problems: SheetProblem[] = [];
  for (const { number, cell } of rows) {
    const values = Object.fromEntries(fields.map((f) => [f.key, cell(f.label)]).filter(([, value]) => value));
    const row = {
      name: cell(nameHeader),
      group: cell(groupHeader),
      description: cell(descriptionHeader),
      photo: cell(photoHeader),
      values,
    };
    const reason = problemOf(row, fields);
    if (reason) problems.push({ row: number, reason });
    else contestants.push(row);
  }
  return { contestants, problems };
};
