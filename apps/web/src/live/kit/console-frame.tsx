import { Button, Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/navigator.js';
import './console.css';

/** A console still reading its first state: the read's refusal once it has one, the spinner until then. */
export const ConsoleLoading = ({ error }: { error: Error | null }) =>
  error ? (
    <Result status="warning" title={error.message} />
  ) : (
    <Spin size="large" style={{ display: 'block', marginTop: '40vh' }} />
  );

type Props = {
  /** The i18n namespace holding this console's `console.*` words. */
  ns: string;
  title: string;
  connected: boolean;
  screenUrl: string;
  /** The phones' address and the key of the word on its button. */
  link: string;
  linkLabel: string;
  /** Where the organiser goes back to; null for a host-link console, which has nowhere to go back. */
  backTo: string | null;
  children: ReactNode;
};

/** Every on-site console's frame (the interactive quiz's, the lottery's): the head with the links, then the grid. */
export const ConsoleFrame = ({ ns, title, connected, screenUrl, link, linkLabel, backTo, children }: Props) => {
  const { t } = useTranslation(ns);
  return (
    <div className="ic">
      <header className="ic-head">
        <h1>
          {t('console.title')} · {title}
        </h1>
        <span style={{ color: connected ? '#52c41a' : '#8c8c8c' }}>
          ● {connected ? t('console.live') : t('console.offline')}
        </span>
        <Space wrap>
          <Button href={screenUrl} target="_blank" type="primary" ghost>
            {t('console.openScreen')}
          </Button>
          <Button href={link} target="_blank">
            {t(linkLabel)}
          </Button>
          {backTo && (
            <Button
              type="text"
              href={backTo}
              onClick={(event) => {
                event.preventDefault();
                navigateTo(backTo);
              }}
            >
              {t('console.back')}
            </Button>
          )}
        </Space>
      </header>
      <div className="ic-grid">{children}</div>
    </div>
  );
};
