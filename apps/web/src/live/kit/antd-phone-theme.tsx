import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Providers } from '../../app/providers.js';

/**
 * Antd's theme, locale and App context for the phone screens still built on antd (the online quiz's): in the
 * activity's colour, with thumb-sized large buttons. They load it with themselves, not with the live entry.
 */
export const AntdPhoneTheme = ({ color, children }: { color: string; children: ReactNode }) => (
  <Providers>
    <ConfigProvider
      button={{ autoInsertSpace: false }}
      theme={{ token: { colorPrimary: color, fontSize: 15 }, components: { Button: { controlHeightLG: 48 } } }}
    >
      {children}
    </ConfigProvider>
  </Providers>
);
