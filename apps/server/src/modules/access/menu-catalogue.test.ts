import { actionCatalogue, allEndpoints } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { grantableMenu } from './grants.js';
import { menuGroups, pageNames, toMenu, withSteps } from './menu-catalogue.js';

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

  it('lists hidden steps among the pages a user may open, and leaves them out of what a role can tick', () => {
    const groups = [
      {
        name: 'g',
        title: 'G',
        icon: '',
        pages: [
          { path: '/g/shown', title: 'A' },
          { path: '/g/hidden', title: 'B', within: '/g/shown' },
        ],
      },
    ];
    const menu = toMenu(groups);
    expect(menu[0]?.children.map((p) => p.hidden)).toEqual([false, true]);
    expect(pageNames(menu)).toEqual(['g/shown', 'g/hidden']);
    expect(pageNames(toMenu(groups, { visibleOnly: true }))).toEqual(['g/shown']);
  });

  it('grants the hidden steps of a page with the page', () => {
    expect([...withSteps(['user/user_journal'])]).toEqual([
      'user/user_journal',
      'user/user_journalDetail',
      'user/user_journalDetailNext',
    ]);
    expect([...withSteps(['user/user_account'])]).toEqual(['user/user_account']);
  });

  it('lets a role grant the page of every endpoint grant and of every action', () => {
    const grantable = pageNames(grantableMenu);
    const endpointPages = allEndpoints.flatMap((e) => (e.grant ? [e.grant.page] : []));
    const actionPages = Object.values(actionCatalogue).map((a) => a.page);
    expect(endpointPages.length).toBeGreaterThan(0);
    for (const page of [...endpointPages, ...actionPages]) expect(grantable).toContain(page);
  });
});
