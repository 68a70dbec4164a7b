import type { Staff } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { Button, Card, message, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { dateText } from '../../components/date-text.js';
import { PageFrame } from '../../components/page-frame.js';
import { usePagedList } from '../../components/paged-list.js';
import { useDeleteStaff } from './api.js';
import { StaffFilterBar } from './staff-filters.js';
import { type StaffEditing, StaffFormModal } from './staff-form-modal.js';

/** /user/user_staff: the staff accounts working for the organiser. */
export const StaffListPage = () => {
  const { t } = useTranslation('access');
  const staff = usePagedList(customerContract.staffList, {});
  const remove = useDeleteStaff();
  const [editing, setEditing] = useState<StaffEditing | null>(null);

  const askDelete = (s: Staff) =>
    confirmDelete(t('deleteStaffConfirm', { name: s.name }), () =>
      remove.mutate({ id: s.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<Staff> = [
    { title: t('phone'), dataIndex: 'phone' },
    { title: t('staffName'), dataIndex: 'name' },
    { title: t('role'), dataIndex: 'role_name', render: (name: string) => name || '-' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (status: Staff['status']) =>
        status === 'active' ? <Tag color="green">{t('active')}</Tag> : <Tag color="red">{t('disabled')}</Tag>,
    },
    { title: t('createdAt'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
    {
      title: t('operations'),
      key: 'operations',
      render: (_, s) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(s)}>
            {t('edit')}
          </Button>
          <Button type="link" danger onClick={() => askDelete(s)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('staffTitle')}
      actions={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('addStaff')}
        </Button>
      }
    >
      <Card>
        <StaffFilterBar onApply={staff.setFilters} />
        <Table {...staff.table} columns={columns} locale={{ emptyText: t('noStaff') }} />
      </Card>
      {editing ? <StaffFormModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </PageFrame>
  );
};
