import { contentContract } from '@app/contract/content';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../app/api-client.js';
import { useSession } from '../app/session.js';
import { uiFlags } from '../app/ui-flags.js';
import { useWindowSize } from '../lib/use-window-size.js';
import { chatFramePlace, chatFrameSize, isCloseMessage } from './chat-size.js';
import { kfDockZIndex } from './kf-box.js';

/** The customer-service chat, over the page in the middle of the window; the chat page closes it by posting {close: true}. */
export const ChatFrame = () => {
  const { t } = useTranslation();
  const token = useSession()?.token ?? '';
  const e = token ? contentContract.customerService : contentContract.customerKf;
  const { data } = useQuery({ queryKey: [e.path, token], queryFn: () => callApi(e, {}) });
  const win = useWindowSize();
  const { width, height } = chatFrameSize(win.width, win.height);
  const { left, top } = chatFramePlace(win.width, win.height);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (ev: MessageEvent) => {
      // Only the chat page itself may close the frame.
      if (ev.source === frame.current?.contentWindow && isCloseMessage(ev.data)) uiFlags.closeChat();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <section
      aria-label={t('kf.chatFrame')}
      style={{
        position: 'fixed',
        top,
        left,
        // Over the docked box, under antd's masks like the rest of the page.
        zIndex: kfDockZIndex + 1,
        background: '#fff',
        boxShadow: '0 4px 24px rgba(0,0,0,0.18)',
      }}
    >
      {data ? (
        <iframe
          ref={frame}
          title={t('kf.chatFrame')}
          src={data.chat_url}
          width={width}
          height={height}
          style={{ border: 0, display: 'block' }}
        />
      ) : (
        <div style={{ width, height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin />
        </div>
      )}
    </section>
  );
};
