import { exportTypeTitles, type LotteryField } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { lotteryPeopleRepository, lotterySettingsRepository, type PersonRow } from '../lottery/index.js';
import { exportPageSize } from './export-rows.repository.js';
import { type Cell, pagesAfter, type SheetSpec, shanghaiTime } from './export-workbook.js';

const sourceTitles: Record<PersonRow['source'], string> = { imported: '导入', signed: '扫码签到' };

async function* personRows(db: Db, activity: ActivityRecord, custom: LotteryField[]): AsyncGenerator<Cell[]> {
  const repo = lotteryPeopleRepository(db);
  for await (const page of pagesAfter(
    (after) => repo.after(activity, after, exportPageSize),
    (rows) => rows.at(-1)?.id,
  )) {
    const won = await repo.wonTiers(
      activity,
      page.map((p) => p.id),
    );
    for (const p of page) {
      yield [
        p.name,
        p.phone,
        p.department,
        p.employeeNo,
        p.group,
        p.photoUrl,
        ...custom.map((f) => p.fields[f.key] ?? ''),
        sourceTitles[p.source],
        shanghaiTime(p.signedAt),
        p.eligible ? '是' : '否',
        (won.get(p.id) ?? []).join('、'),
      ];
    }
  }
}

/** A lottery's people: who they are, how they came on the list, sign-in, eligibility and what they won. */
export const lotteryPeopleSheet = async (db: Db, activity: ActivityRecord): Promise<SheetSpec> => {
  const custom = (await lotterySettingsRepository(db).read(activity.id)).fields.filter((f) => f.kind === 'text');
  return {
    title: exportTypeTitles.lottery_people,
    columns: [
      { header: '姓名', width: 12 },
      { header: '手机号', width: 14 },
      { header: '部门', width: 18 },
      { header: '工号', width: 12 },
      { header: '分组', width: 10 },
      { header: '照片', width: 30 },
      ...custom.map((f) => ({ header: f.label, width: 18 })),
      { header: '来源', width: 10 },
      { header: '签到时间', width: 20 },
      { header: '可参与抽奖', width: 10 },
      { header: '中奖奖项', width: 20 },
    ],
    rows: personRows(db, activity, custom),
  };
};
