import { describe, expect, it } from 'vitest';
import { menuGroups, pageNames, toMenu } from './menu-catalogue.js';

describe('the menu catalogue', () => {
  const menu = toMenu(menuGroups);

  it('names every page by its path without the leading slash', () => {
    for (const group of menu) {
      for (const page of group.children) expect(page.name).toBe(page.path.slice(1));
    }
  });

  it('never gives two pages the same name', () => {
    const names = pageNames(menu);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists hidden pages among the pages a user may open', () => {
    const menu = toMenu([
      {
        name: 'g',
        title: 'G',
        icon: '',
        pages: [
          { path: '/g/shown', title: 'A' },
          { path: '/g/hidden', title: 'B', hidden: true },
        ],
      },
    ]);
    expect(menu[0]?.children.map((p) => p.hidden)).toEqual([false, true]);
    expect(pageNames(menu)).toEqual(['g/shown', 'g/hidden']);
  });
});
