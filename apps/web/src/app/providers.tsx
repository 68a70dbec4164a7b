import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n/index.js';

/** Whoever asked their system for less motion gets dialogs, menus and notices that appear without animating. */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Spec section 9: the default navigation colour is also the primary colour. */
export const theme: ThemeConfig = { token: { colorPrimary: '#0069FD', motion: !prefersReducedMotion() } };
/** Button texts stay as the spec writes them (antd would put a space inside two-character Chinese labels). */
const button = { autoInsertSpace: false };

const antdLocale = (lng: string) => (lng === 'en-US' ? enUS : zhCN);

// The api client's static toasts render outside the tree; this gives them the same theme and locale.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={antdLocale(i18n.language)} theme={theme} button={button}>
      {children}
    </ConfigProvider>
  ),
});

/** Antd theme and locale following the i18n language, and antd's App context (modal, message). */
export const Providers = ({ children }: { children: ReactNode }) => {
  const { i18n: current } = useTranslation();
  const lng = current.language;
  useEffect(() => {
    dayjs.locale(lng === 'en-US' ? 'en' : 'zh-cn');
    document.documentElement.lang = lng;
  }, [lng]);
  return (
    <ConfigProvider locale={antdLocale(lng)} theme={theme} button={button}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
};
