import type { MenuItem } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { allowedPageNames, clearsSessionOnEnter, decideRoute, rootTarget } from './guard-rules.js';

const item = (name: string, children: MenuItem[] = [], hidden = false): MenuItem => ({
  name,
  path: `/${name}`,
  title: name,
  icon: '',
  hidden,
  children,
});

describe('a visitor without a stored token', () => {
  const visitor = { loggedIn: false, allowedPages: undefined };

  it('may open the login, register and forget pages', () => {
    for (const name of ['login', 'register', 'forget']) {
      expect(decideRoute({ ...visitor, access: 'pure', name })).toEqual({ kind: 'allow' });
    }
  });

  it('may browse the public pages', () => {
    expect(decideRoute({ ...visitor, access: 'public', name: 'recommend/recommend' })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...visitor, access: 'public', name: 'activity/system' })).toEqual({ kind: 'allow' });
  });

  it('is sent to the online quiz page with the login popup open when opening a private page', () => {
    expect(decideRoute({ ...visitor, access: 'private', name: 'activity/manage' })).toEqual({
      kind: 'redirect',
      to: '/recommend/recommend',
      openLoginPopup: true,
    });
  });

  it('keeps the stored session untouched on the login page, and lands on the home page from /', () => {
    expect(clearsSessionOnEnter('pure', false)).toBe(false);
    expect(rootTarget(false)).toBe('/activity/system');
  });
});

describe('a logged-in user', () => {
  const user = { loggedIn: true };

  it('loses the stored session on entering /login, /register or /forget, and sees the panel', () => {
    expect(clearsSessionOnEnter('pure', true)).toBe(true);
    expect(decideRoute({ ...user, access: 'pure', name: 'login', allowedPages: [] })).toEqual({ kind: 'allow' });
  });

  it('keeps the session on every other page', () => {
    expect(clearsSessionOnEnter('public', true)).toBe(false);
    expect(clearsSessionOnEnter('private', true)).toBe(false);
  });

  it('may browse the public pages without any grant', () => {
    expect(decideRoute({ ...user, access: 'public', name: 'activity/news', allowedPages: [] })).toEqual({
      kind: 'allow',
    });
  });

  it('waits for the grants before deciding on a private page', () => {
    expect(decideRoute({ ...user, access: 'private', name: 'activity/manage', allowedPages: undefined })).toEqual({
      kind: 'wait',
    });
  });

  it('opens a private page that the grants name', () => {
    expect(
      decideRoute({ ...user, access: 'private', name: 'user/user_account', allowedPages: ['user/user_account'] }),
    ).toEqual({ kind: 'allow' });
  });

  it('is sent to my activities from a private page the grants do not name', () => {
    expect(
      decideRoute({ ...user, access: 'private', name: 'user/user_account', allowedPages: ['activity/manage'] }),
    ).toEqual({ kind: 'redirect', to: '/activity/manage', openLoginPopup: false });
  });

  it('is sent to the home page when my activities itself is not granted, so the redirect cannot loop', () => {
    expect(decideRoute({ ...user, access: 'private', name: 'activity/manage', allowedPages: [] })).toEqual({
      kind: 'redirect',
      to: '/activity/system',
      openLoginPopup: false,
    });
  });

  it('lands on my activities from /', () => {
    expect(rootTarget(true)).toBe('/activity/manage');
  });
});

describe('the allowed pages', () => {
  it('are the granted pages and every page of the menu, hidden ones included', () => {
    const menu = [
      item('activity', [item('activity/manage'), item('activity/404', [], true)]),
      item('user', [item('user/user_account')]),
    ];
    expect(allowedPageNames(['activity/analysis'], menu).sort()).toEqual(
      ['activity', 'activity/404', 'activity/analysis', 'activity/manage', 'user', 'user/user_account'].sort(),
    );
  });
});
