import { answerText, exportTypeTitles, holdsAnswer, surveySettingsSchema } from '@app/contract';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { participants } from '../activity/index.js';
import { surveyResponses as responses } from '../survey/index.js';
import { exportPageSize } from './export-rows.repository.js';
import { type Cell, pagesAfter, type SheetSpec, shanghaiTime } from './export-workbook.js';

/** One page of an activity's kept responses after an id, with who sent them. */
const responsePage = (db: Db, activity: ActivityRecord, afterId: number) =>
  db
    .select({ response: responses, name: participants.name, phone: participants.phone, unit: participants.unit })
    .from(responses)
    .leftJoin(participants, eq(participants.id, responses.participantId))
    .where(
      and(
        eq(responses.tenantId, activity.tenantId),
        eq(responses.customerId, activity.customerId),
        eq(responses.activityId, activity.id),
        isNull(responses.deletedAt),
        gt(responses.id, afterId),
      ),
    )
    .orderBy(asc(responses.id))
    .limit(exportPageSize);

/**
 * A questionnaire's responses: one row per response, one column per question that holds an answer, the answers
 * as a person reads them. Who answered is left out of anonymous surveys; the score appears only when it scores.
 */
export const responseSheet = (db: Db, activity: ActivityRecord): SheetSpec => {
  const parsed = surveySettingsSchema.safeParse(activity.settings);
  const settings = parsed.success ? parsed.data : surveySettingsSchema.parse({});
  const questions = settings.questions.filter(holdsAnswer);
  const showWho = !settings.anonymous;

  async function* rows(): AsyncGenerator<Cell[]> {
    let n = 0;
    for await (const page of pagesAfter(
      (after) => responsePage(db, activity, after),
      (rows) => rows.at(-1)?.response.id,
    )) {
      for (const { response: r, name, phone, unit } of page) {
        n += 1;
        yield [
          n,
          shanghaiTime(r.createdAt),
          ...(showWho ? [name ?? '', phone ?? '', unit ?? ''] : []),
          ...(settings.scoring ? [r.score] : []),
          ...questions.map((q) => answerText(q, r.answers[q.key])),
        ];
      }
    }
  }

  return {
    title: exportTypeTitles.responses,
    columns: [
      { header: '序号', width: 8 },
      { header: '提交时间', width: 20 },
      ...(showWho
        ? [
            { header: '姓名', width: 12 },
            { header: '手机号', width: 14 },
            { header: '单位', width: 20 },
          ]
        : []),
      ...(settings.scoring ? [{ header: '得分', width: 8 }] : []),
      ...questions.map((q) => ({ header: q.title, width: 24 })),
    ],
    rows: rows(),
  };
};
