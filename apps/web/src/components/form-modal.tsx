import { Form, type FormInstance, Modal, message } from 'antd';
import type { ReactNode } from 'react';
import { toastSeconds } from '../app/api-client.js';

type Props<V> = {
  form: FormInstance<V>;
  title: string;
  okText: string;
  cancelText?: string;
  initialValues: Partial<V>;
  saving: boolean;
  /** Checks and saves what the form holds (the OK button and Enter). */
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A modal around one vertical form that adds or edits a row: nothing of it is kept once it closes. */
export const FormModal = <V,>({
  form,
  title,
  okText,
  cancelText,
  initialValues,
  saving,
  onSave,
  onClose,
  children,
}: Props<V>) => (
  <Modal
    open
    title={title}
    okText={okText}
    cancelText={cancelText}
    confirmLoading={saving}
    onOk={onSave}
    onCancel={onClose}
    destroyOnHidden
  >
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSave}>
      {children}
    </Form>
  </Modal>
);

/** A save's `onSuccess` that says it saved and closes the modal. */
export const savedThenClose = (saved: string, onClose: () => void) => ({
  onSuccess: () => {
    void message.success(saved, toastSeconds);
    onClose();
  },
});
