import { Modal } from 'antd';
import i18n from '../i18n/index.js';

/** Asks before deleting, in a dialog titled 提示; a refusal by the server shows through the api client. */
export const confirmDelete = (content: string, onOk: () => void) =>
  Modal.confirm({
    title: i18n.t('common:notice'),
    content,
    okText: i18n.t('common:ok'),
    okButtonProps: { danger: true },
    cancelText: i18n.t('common:cancel'),
    onOk,
  });
