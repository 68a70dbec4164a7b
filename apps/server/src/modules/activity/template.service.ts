import type { contract, List, ParsedInputOf, Template } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { toTemplate, toTemplateCase, toTemplateDetail } from './template.mappers.js';
import { templateRepository } from './template.repository.js';

type ListInput = ParsedInputOf<typeof contract.activity.templateList>;

/** The recommendation galleries: the platform's templates are public, so no caller is checked. */
export const templateService = (deps: Pick<Deps, 'db'>) => {
  const templates = templateRepository(deps.db);
  return {
    functions: (kind: number) => templates.tags(kind, 'function'),
    topics: (kind: number) => templates.tags(kind, 'topic'),
    list: async (input: ListInput): Promise<List<Template>> => {
      const filter = {
        kind: input.type,
        funcId: input.tpl_func_id || undefined,
        topicId: input.topic_id || undefined,
        search: input.search || undefined,
      };
      const { rows, total } = await templates.page(filter, input);
      return { list: rows.map(toTemplate), total, page: input.page, limit: input.limit };
    },
    detail: async (id: number) => {
      const row = await templates.byId(id);
      if (!row) throw new AppError('ACTIVITY_TEMPLATE_NOT_FOUND');
      return toTemplateDetail(row);
    },
    cases: async (kind: number) => (await templates.cases(kind)).map(toTemplateCase),
  };
};
