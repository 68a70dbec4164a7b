import type { Article } from '@app/contract';
import { activityKinds } from '../../components/activity-kinds.js';

/** Content editors write '问卷/投票/表单' or '问卷投票表单': compare without separators and spaces. */
const normal = (text: string) => text.replace(/[\s/、·|,，-]/g, '').toLowerCase();

const matches = (section: Article, name: string) => {
  const target = normal(name);
  return [section.category, section.title].some((text) => {
    const own = normal(text);
    return own !== '' && (own === target || own.includes(target));
  });
};

/** The platformIntro section that presents a kind: its category or title names the kind. */
export const sectionOfKind = (sections: Article[], kind: number) => {
  const def = activityKinds.find((k) => k.kind === kind);
  return def ? sections.find((s) => matches(s, def.name)) : undefined;
};

/** The kind a platformIntro section presents, if any. */
export const kindOfSection = (section: Article) => activityKinds.find((k) => matches(section, k.name));
