import type { Staff } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, savedThenClose } from '../../components/form-modal.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useAddStaff, useEditStaff, useRoleOptions } from './api.js';
import { contractProblem } from './contract-check.js';

/** A staff account being edited, or 'new' for one being added. */
export type StaffEditing = Staff | 'new';
type Values = { phone: string; name: string; password: string; role_id?: number; active: boolean };

const { staffAdd, staffEdit } = customerContract;

/** Adds a staff account (phone, name, password, role) or edits one (name, role, new password, status). */
export const StaffFormModal = ({ editing, onClose }: { editing: StaffEditing; onClose: () => void }) => {
  const { t } = useTranslation('access');
  const [form] = Form.useForm<Values>();
  const roles = useRoleOptions();
  const add = useAddStaff();
  const edit = useEditStaff();
  const isNew = editing === 'new';
  const initial: Values = isNew
    ? { phone: '', name: '', password: '', active: true }
    : {
        phone: editing.phone,
        name: editing.name,
        password: '',
        role_id: editing.role_id ?? undefined,
        active: editing.status === 'active',
      };

  const done = savedThenClose(t('saved'), onClose);

  const submit = () => {
    const { active, ...v } = form.getFieldsValue();
    if (isNew) {
      const input = { phone: v.phone, name: v.name, password: v.password, role_id: v.role_id ?? 0 };
      const problem = contractProblem(staffAdd.input, input);
      if (problem) showNotice(problem);
      else add.mutate(input, done);
      return;
    }
    const input = {
      id: editing.id,
      name: v.name,
      role_id: v.role_id ?? 0,
      password: v.password,
      status: active ? ('active' as const) : ('disabled' as const),
    };
    const problem = contractProblem(staffEdit.input, input);
    if (problem) showNotice(problem);
    else edit.mutate(input, done);
  };

  const roleOptions = (roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <FormModal
      form={form}
      title={isNew ? t('addStaff') : t('editStaff')}
      okText={t('save')}
      cancelText={t('common:cancel')}
      initialValues={initial}
      saving={add.isPending || edit.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item name="phone" label={t('phone')} required={isNew}>
        <Input maxLength={11} disabled={!isNew} placeholder={t('phoneRequired')} aria-label={t('phone')} />
      </Form.Item>
      <Form.Item name="name" label={t('staffName')} required>
        <Input maxLength={30} placeholder={t('staffNameRequired')} aria-label={t('staffName')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={isNew ? t('loginPassword') : t('newPassword')}
        required={isNew}
        extra={isNew ? undefined : t('keepPasswordHint')}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={isNew ? t('passwordRequired') : t('keepPasswordHint')}
          aria-label={isNew ? t('loginPassword') : t('newPassword')}
        />
      </Form.Item>
      <Form.Item name="role_id" label={t('role')} required>
        <Select
          options={roleOptions}
          loading={roles.isPending}
          placeholder={t('roleRequired')}
          aria-label={t('role')}
          notFoundContent={t('noRolesYet')}
        />
      </Form.Item>
      {isNew ? null : (
        <Form.Item name="active" label={t('status')} valuePropName="checked">
          <Switch checkedChildren={t('active')} unCheckedChildren={t('disabled')} aria-label={t('status')} />
        </Form.Item>
      )}
    </FormModal>
  );
};
