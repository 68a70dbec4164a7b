import type { ReactNode } from 'react';
import { AntdPhoneTheme } from './antd-phone-theme.js';
import { LiveFrame } from './live-frame.js';
import type { LiveSession } from './live-screen.js';

/** For tests of one antd phone screen: the frame and the antd theme its kind's flow gives it on the phone. */
export const AntdPhoneFrame = ({ live, children }: { live: Pick<LiveSession, 'settings'>; children: ReactNode }) => (
  <LiveFrame theme={live.settings.theme}>
    <AntdPhoneTheme color={live.settings.theme.color}>{children}</AntdPhoneTheme>
  </LiveFrame>
);
