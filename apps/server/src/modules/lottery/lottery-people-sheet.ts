import { lotteryImportColumns, lotteryLimits, phonePattern } from '@app/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.js';
import { firstSheet, headedRows } from '../question/index.js';

/** The people list as .xlsx: the import template and reading an import, in the template's columns. */

export type SheetPerson = {
  name: string;
  phone: string;
  department: string;
  group: string;
  photoUrl: string;
  employeeNo: string;
};
export type SheetProblem = { row: number; reason: string };

const [nameHeader, phoneHeader, departmentHeader, groupHeader, photoHeader, employeeNoHeader] = lotteryImportColumns;
const widths = [12, 16, 20, 12, 40, 14];
const photoLink = /^(https?:\/\/|\/)\S+$/;

const guide = [
  '每行一人，第一行是表头，请勿修改表头。任何一行有误时不会导入任何人员。',
  `姓名：必填，不超过${lotteryLimits.nameMax}个字。`,
  '手机号：选填，11位手机号；名单中已有该手机号的人员会按本行更新（姓名，以及本行填写了的部门、分组、照片）。',
  `部门：选填，不超过${lotteryLimits.departmentMax}个字。`,
  `分组：选填，不超过${lotteryLimits.groupMax}个字；奖项可限定只有某些分组的人员参与。`,
  '照片：选填，图片链接（http:// 或 https:// 开头），签到墙和抽奖画面显示。',
  `工号：选填，不超过${lotteryLimits.employeeNoMax}个字；按导入名单签到时，姓名加手机号或工号与名单中的一行相符才能签到。`,
  `一次最多导入${lotteryLimits.importRows}人。`,
];

const examples = [
  ['张三', '13800001111', '市场部', 'A组', '', 'E001'],
  ['李四', '', '技术部', 'B组', 'https://example.com/photos/lisi.jpg', 'E002'],
];

let template: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** The import template: the header, two example rows and a sheet that explains the columns. Made once. */
export const peopleTemplate = () => {
  template ??= (async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('人员名单', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = lotteryImportColumns.map((header, i) => ({ header, width: widths[i] }));
    sheet.getRow(1).font = { bold: true };
    // Phone numbers as text, so a spreadsheet never shows them as 1.38E+10.
    sheet.getColumn(2).numFmt = '@';
    sheet.getColumn(6).numFmt = '@';
    for (const row of examples) sheet.addRow(row);
    const notes = book.addWorksheet('填写说明');
    notes.getColumn(1).width = 100;
    for (const line of guide) notes.addRow([line]);
    return new Uint8Array(await book.xlsx.writeBuffer());
  })();
  return template;
};

const tooLong = (value: string, max: number, title: string) =>
  Array.from(value).length > max ? `${title}不能超过${max}个字` : '';

/** The spreadsheet row that first held each phone number and each employee number. */
type FirstRows = { phone: number | undefined; employeeNo: number | undefined };

/** Why a row cannot be a person, or '' (the first reason only: one line per row). */
const problemOf = (person: SheetPerson, first: FirstRows) => {
  if (!person.name) return '请填写姓名';
  const reasons = [
    tooLong(person.name, lotteryLimits.nameMax, '姓名'),
    person.phone && !phonePattern.test(person.phone) ? '手机号格式不正确' : '',
    first.phone === undefined ? '' : `手机号与第 ${first.phone} 行重复`,
    tooLong(person.employeeNo, lotteryLimits.employeeNoMax, '工号'),
    first.employeeNo === undefined ? '' : `工号与第 ${first.employeeNo} 行重复`,
    tooLong(person.department, lotteryLimits.departmentMax, '部门'),
    tooLong(person.group, lotteryLimits.groupMax, '分组'),
    person.photoUrl && (person.photoUrl.length > lotteryLimits.urlMax || !photoLink.test(person.photoUrl))
      ? '照片须为 http:// 或 https:// 开头的图片链接'
      : '',
  ];
  return reasons.find(Boolean) ?? '';
};

/**
 * Every person of the first sheet, or every row that cannot be one (numbered as the spreadsheet numbers it).
 * Columns are found by their header; a sheet without 姓名 is no template.
 */
export const readPeopleSheet = async (content: Buffer) => {
  const invalid = 'LOTTERY_IMPORT_FILE_INVALID';
  const rows = headedRows(await firstSheet(content, invalid), nameHeader, invalid);
  if (rows.length > lotteryLimits.importRows) {
    throw new AppError(
      'LOTTERY_IMPORT_INVALID',
      `一次最多导入${lotteryLimits.importRows}人，文件中有${rows.length}人，未导入任何人员`,
    );
  }
  const people: SheetPerson[] = [];
  const problems: SheetProblem[] = [];
  const rowOfPhone = new Map<string, number>();
  const rowOfEmployeeNo = new Map<string, number>();
  const firstOf = (rowOf: Map<string, number>, value: string, number: number) => {
    const first = value ? rowOf.get(value) : undefined;
    if (value && first === undefined) rowOf.set(value, number);
    return first;
  };
  for (const { number, cell } of rows) {
    const person = {
      name: cell(nameHeader),
      phone: cell(phoneHeader),
      department: cell(departmentHeader),
      group: cell(groupHeader),
      photoUrl: cell(photoHeader),
      employeeNo: cell(employeeNoHeader),
    };
    const reason = problemOf(person, {
      phone: firstOf(rowOfPhone, person.phone, number),
      employeeNo: firstOf(rowOfEmployeeNo, person.employeeNo, number),
    });
    if (reason) problems.push({ row: number, reason });
    else people.push(person);
  }
  return { people, problems };
};
