import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { RouterAddress } from '../app/router-address.js';

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { code?: number; msg?: string; data?: unknown };
type Handler = Answer | ((call: ApiCall) => Answer);

/** Replaces fetch with canned envelopes by path; an unknown path answers code 400 so a test sees it. */
export const stubApi = (handlers: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call: ApiCall = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[url.pathname];
    const answer = typeof handler === 'function' ? handler(call) : handler;
    const env = answer
      ? { code: 200, msg: 'ok', data: null, ...answer }
      : { code: 400, msg: `no stub ${url.pathname}` };
    return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
};

/** Renders a page with a fresh query cache and a router at `route` (matched by `path`, default any). */
export const renderPage = (ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={<RouterAddress>{ui}</RouterAddress>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

/** A login answer as the server gives it. */
export const loginData = (over: Record<string, unknown> = {}) => ({
  token: 'tok-1',
  expires_at: '2030-01-01T00:00:00.000Z',
  id: 7,
  phone: '13800000000',
  name: '张三',
  head_img: '',
  agent_property: 1,
  is_staff: false,
  ...over,
});

/** Waits for a confirm dialog titled 提示 that says `text` (spec section 5). */
export const expectNotice = async (text: string) => {
  const bodies = await screen.findAllByText(text, { selector: '.ant-modal-confirm-content' });
  const titled = bodies.some((b) => {
    const dialog = b.closest('[role="dialog"]');
    return dialog ? within(dialog as HTMLElement).queryAllByText('提示').length > 0 : false;
  });
  expect(titled).toBe(true);
};

/** Render beside a page to see where it navigated: its text is the current path and query. */
export const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

/** This machine is shared and slow: what follows a click may take more than the default second. */
export const slow = { timeout: 5000 };

/** An open antd modal found by its title (role queries over a whole antd page are slow in jsdom). */
export const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, slow)).closest('.ant-modal') as HTMLElement;

/**
 * Presses 确定 in the 提示 dialog that says `text`. Dialogs closed in earlier tests can linger in jsdom mid-animation,
 * so the newest one with that text is meant.
 */
export const confirmDialog = async (text: string) => {
  const bodies = await screen.findAllByText(text, { selector: '.ant-modal-confirm-content' }, slow);
  const dialog = bodies.at(-1)!.closest('.ant-modal-confirm') as HTMLElement;
  fireEvent.click(within(dialog).getByText(/^确\s?定$/));
};

/** Opens an antd Select by its label and picks the option with that text. */
export const pick = async (scope: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options.at(-1) as HTMLElement);
};
