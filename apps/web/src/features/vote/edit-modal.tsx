import { Modal, message } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { toastSeconds } from '../../app/api-client.js';

type Props = {
  /** Reads add, editTitle, save and cancel under the form's own key prefix. */
  t: TFunction;
  isNew: boolean;
  saving: boolean;
  width?: number;
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** The add/edit dialog of a candidate or a category: titled by whether it adds, saved by its OK button. */
export const EditModal = ({ t, isNew, saving, width, onOk, onClose, children }: Props) => (
  <Modal
    open
    width={width}
    title={isNew ? t('add') : t('editTitle')}
    okText={t('save')}
    cancelText={t('cancel')}
    confirmLoading={saving}
    onOk={onOk}
    onCancel={onClose}
    destroyOnHidden
  >
    {children}
  </Modal>
);

/** A save's mutation options: once it worked, say so and close the dialog. */
export const savedThenClose = (t: TFunction, onClose: () => void) => ({
  onSuccess: () => {
    void message.success(t('saved'), toastSeconds);
    onClose();
  },
});
