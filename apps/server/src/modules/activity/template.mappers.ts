import type { contract, DataOf, Template } from '@app/contract';
import type { TemplateRow } from './template.repository.js';

export const toTemplate = (r: TemplateRow): Template => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  cover: r.cover,
  description: r.description,
  func_id: r.funcId,
  topic_id: r.topicId,
  use_count: r.useCount,
});

export const toTemplateDetail = (r: TemplateRow): DataOf<typeof contract.activity.templateDetail> => ({
  ...toTemplate(r),
  features: r.features,
  settings: r.settings,
});

export const toTemplateCase = (r: TemplateRow): DataOf<typeof contract.activity.templateCases>[number] => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  cover: r.cover,
  organiser: r.caseOrganiser,
  join_count: r.caseJoinCount,
});
