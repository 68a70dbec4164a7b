import type { LotteryPerson, LotteryPersonInput } from '@app/contract';
import type { PersonFields, PersonRow } from './lottery-people.repository.js';

export const toPerson = (row: PersonRow, wonTiers: string[] = [], sameName = 0): LotteryPerson => ({
  id: row.id,
  activity_id: row.activityId,
  name: row.name,
  phone: row.phone,
  department: row.department,
  employee_no: row.employeeNo,
  group: row.group,
  photo_url: row.photoUrl,
  fields: row.fields,
  source: row.source,
  signed: row.signedAt !== null,
  signed_at: row.signedAt?.toISOString() ?? null,
  participant_id: row.participantId,
  eligible: row.eligible,
  won_tiers: wonTiers,
  same_name: sameName,
  created_at: row.createdAt.toISOString(),
});

/** The organiser's form as the row's columns. */
export const toPersonFields = (input: Required<LotteryPersonInput>): PersonFields => ({
  name: input.name,
  phone: input.phone,
  department: input.department,
  employeeNo: input.employee_no,
  group: input.group,
  photoUrl: input.photo_url,
  fields: input.fields,
});
