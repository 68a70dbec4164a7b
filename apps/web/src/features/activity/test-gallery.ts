import { fireEvent, screen, within } from '@testing-library/react';
import { type ApiCall, dialogTitled, slow, stubApi } from '../../components/test-kit.js';

type Template = ReturnType<typeof makeTemplate>;
type Handlers = Parameters<typeof stubApi>[0];

/** A template as the gallery lists it. */
export const makeTemplate = (id: number, title: string, funcId: number, kind = 1) => ({
  id,
  kind,
  title,
  cover: `/templates/t${id}.svg`,
  description: `${title}的介绍`,
  func_id: funcId,
  topic_id: 21,
  use_count: id * 100,
});

/** The gallery's calls (functions, topics, list by function, detail, cases) over `templates`, and any others. */
export const stubGallery = (templates: Template[], others: Handlers = {}) =>
  stubApi({
    '/api/RecommendAct/getTplFunction': {
      data: [
        { id: 11, name: '答题抽奖' },
        { id: 12, name: '排行榜竞赛' },
      ],
    },
    '/api/RecommendAct/topic': { data: [{ id: 21, name: '安全生产' }] },
    '/api/RecommendAct/getTplList': (call: ApiCall) => {
      const funcId = Number(call.query.get('tpl_func_id') || 0);
      const list = templates.filter((x) => !funcId || x.func_id === funcId);
      return { data: { list, total: list.length, page: 1, limit: 12 } };
    },
    '/api/RecommendAct/getTplDetail': (call: ApiCall) => ({
      data: {
        ...templates.find((x) => x.id === Number(call.query.get('tpl_id')))!,
        features: ['每次随机抽取10道题', '及格即可抽奖'],
        settings: {},
      },
    }),
    // The showcase is of the first template.
    '/api/RecommendAct/cases': {
      data: templates.slice(0, 1).map((x) => ({
        id: x.id,
        kind: x.kind,
        title: x.title,
        cover: x.cover,
        organiser: '某建工集团',
        join_count: 12860,
      })),
    },
    ...others,
  });

/** Opens a template's detail and waits for it to load, so its buttons are live. */
export const openTemplate = async (title: string) => {
  fireEvent.click((await screen.findAllByText(title, {}, slow))[0]!);
  const dialog = await dialogTitled('模板详情');
  await within(dialog).findByText(`${title}的介绍`, {}, slow);
  return dialog;
};
