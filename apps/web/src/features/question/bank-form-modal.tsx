import { contract, type QuestionBank } from '@app/contract';
import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useAddBank, useEditBank } from './api.js';
import { questionCheck } from './question-check.js';

/** A bank being edited, or 'new' for one being created. */
export type BankEditing = QuestionBank | 'new';
type Values = { name: string; description: string };

/** Creates a private bank or renames one (题库名称 required, 描述 optional). */
export const BankFormModal = ({ editing, onClose }: { editing: BankEditing; onClose: () => void }) => {
  const { t } = useTranslation('question');
  const [form] = Form.useForm<Values>();
  const add = useAddBank();
  const edit = useEditBank();
  const isNew = editing === 'new';
  const initial: Values = isNew ? { name: '', description: '' } : editing;

  const submit = () => {
    const values = form.getFieldsValue();
    const input = isNew ? values : { ...values, id: editing.id };
    const problem = questionCheck(isNew ? contract.question.addBank.input : contract.question.editBank.input, input);
    if (problem) {
      showNotice(problem);
      return;
    }
    const done = {
      onSuccess: () => {
        void message.success(t('saved'), toastSeconds);
        onClose();
      },
    };
    if (isNew) add.mutate(values, done);
    else edit.mutate({ ...values, id: editing.id }, done);
  };

  return (
    <Modal
      open
      title={isNew ? t('addBank') : t('editBank')}
      okText={t('save')}
      cancelText={t('common:cancel')}
      confirmLoading={add.isPending || edit.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="name" label={t('bankName')} required>
          <Input maxLength={50} placeholder={t('check.bankNameRequired')} aria-label={t('bankName')} />
        </Form.Item>
        <Form.Item name="description" label={t('bankDescription')}>
          <Input.TextArea maxLength={200} rows={3} aria-label={t('bankDescription')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
