import { Modal } from 'antd';
import i18n from '../i18n/index.js';

/** The spec's validation messages appear as confirm dialogs titled 提示 (section 5). */
export const showNotice = (content: string) =>
  Modal.confirm({
    title: i18n.t('common:notice'),
    content,
    okText: i18n.t('common:ok'),
    cancelText: i18n.t('common:cancel'),
  });
