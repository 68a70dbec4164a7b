import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../app/session.js';
import { uiFlags, useUiFlags } from '../app/ui-flags.js';
import { loginData, stubApi } from '../components/test-kit.js';
import { ChatFrame } from './chat-frame.js';
import { chatFramePlace, chatFrameSize } from './chat-size.js';
import { renderShellPart } from './test-render.js';

const kf = (chat_url: string) => ({
  data: { kf_img: '', fixed_line: '', fixed_line2: '', kf_phone: '', kf_time: '', kf_button: 1, chat_url },
});

const ChatHost = () => (useUiFlags().chatOpen ? <ChatFrame /> : <p>no chat</p>);

const setWindow = (width: number, height: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
};

describe('the chat frame size', () => {
  it('is 1366 wide in a window narrower than 1600, and the window height minus 180 high', () => {
    expect(chatFrameSize(1440, 900)).toEqual({ width: 1366, height: 720 });
    expect(chatFrameSize(1599, 800)).toEqual({ width: 1366, height: 620 });
  });

  it('is never wider than a window narrower than 1366', () => {
    expect(chatFrameSize(1280, 800)).toEqual({ width: 1280, height: 620 });
  });

  it('sits centred in the window, whatever the scroll', () => {
    expect(chatFramePlace(1440, 900)).toEqual({ left: 37, top: 90 });
    expect(chatFramePlace(1280, 800)).toEqual({ left: 0, top: 90 });
  });

  it('is the window width from 1600 up', () => {
    expect(chatFrameSize(1600, 1000)).toEqual({ width: 1600, height: 820 });
    expect(chatFrameSize(1920, 1080)).toEqual({ width: 1920, height: 900 });
  });
});

describe('the chat frame', () => {
  const initial = { width: window.innerWidth, height: window.innerHeight };
  beforeEach(() => uiFlags.openChat());
  afterEach(() => {
    setWindow(initial.width, initial.height);
    uiFlags.closeChat();
  });

  it('opens the visitors chat without a token, sized to the window', async () => {
    setWindow(1280, 800);
    const api = stubApi({ '/api/Web/customerKf': kf('/kf-chat?visitor=1') });
    renderShellPart(<ChatHost />);
    const frame = await screen.findByTitle('客服会话');
    expect(frame).toHaveAttribute('src', '/kf-chat?visitor=1');
    expect(frame).toHaveAttribute('width', '1280');
    expect(frame).toHaveAttribute('height', '620');
    expect(screen.getByRole('region', { name: '客服会话' })).toHaveStyle({ position: 'fixed', top: '90px' });
    expect(api.callsTo('/api/Web/customerService')).toHaveLength(0);
  });

  it('opens the customer chat with a token, as wide as a large window', async () => {
    session.save(loginData());
    setWindow(1920, 1080);
    const api = stubApi({ '/api/Web/customerService': kf('/kf-chat?customer=7') });
    renderShellPart(<ChatHost />);
    const frame = await screen.findByTitle('客服会话');
    expect(frame).toHaveAttribute('src', '/kf-chat?customer=7');
    expect(frame).toHaveAttribute('width', '1920');
    expect(frame).toHaveAttribute('height', '900');
    expect(api.callsTo('/api/Web/customerService')[0]?.method).toBe('POST');
  });

  it('closes when the chat page posts {close: true}', async () => {
    stubApi({ '/api/Web/customerKf': kf('/kf-chat') });
    renderShellPart(<ChatHost />);
    const frame = (await screen.findByTitle('客服会话')) as HTMLIFrameElement;
    const post = (data: unknown, source: Window | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, source }));
      });
    post({ hello: true }, frame.contentWindow);
    post({ close: 'yes' }, frame.contentWindow);
    post({ close: true }, window);
    expect(screen.getByTitle('客服会话')).toBeInTheDocument();
    post({ close: true }, frame.contentWindow);
    expect(screen.queryByTitle('客服会话')).not.toBeInTheDocument();
    expect(screen.getByText('no chat')).toBeInTheDocument();
  });
});
