import { contract, type Role } from '@app/contract';
import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useAddRole, useEditRole } from './api.js';
import { contractProblem } from './contract-check.js';

/** A role being edited, or 'new' for one being added. */
export type RoleEditing = Role | 'new';
type Values = { name: string; description: string };

/** Adds a role (with no grants yet) or renames one. */
export const RoleFormModal = ({ editing, onClose }: { editing: RoleEditing; onClose: () => void }) => {
  const { t } = useTranslation('access');
  const [form] = Form.useForm<Values>();
  const add = useAddRole();
  const edit = useEditRole();
  const isNew = editing === 'new';
  const initial: Values = isNew ? { name: '', description: '' } : editing;

  const submit = () => {
    const values = form.getFieldsValue();
    const problem = isNew
      ? contractProblem(contract.role.add.input, values)
      : contractProblem(contract.role.edit.input, { ...values, id: editing.id });
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
      title={isNew ? t('addRole') : t('editRole')}
      okText={t('save')}
      cancelText={t('common:cancel')}
      confirmLoading={add.isPending || edit.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="name" label={t('roleName')} required>
          <Input maxLength={20} placeholder={t('roleNameRequired')} aria-label={t('roleName')} />
        </Form.Item>
        <Form.Item name="description" label={t('roleDescription')}>
          <Input.TextArea maxLength={100} rows={3} aria-label={t('roleDescription')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
