import { Modal } from 'antd';
import i18n from '../i18n/index.js';

const notice = (content: string, onOk?: () => void) =>
  Modal.confirm({
    title: i18n.t('common:notice'),
    content,
    okText: i18n.t('common:ok'),
    cancelText: i18n.t('common:cancel'),
    onOk,
  });

/** The spec's validation messages appear as confirm dialogs titled 提示 (section 5). */
export const showNotice = (content: string) => notice(content);

/** A question titled 提示 that runs `onOk` once confirmed (paying from the balance, closing an order). */
export const confirmNotice = (content: string, onOk: () => void) => notice(content, onOk);
