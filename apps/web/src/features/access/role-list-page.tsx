import type { Role } from '@app/contract';
import { roleContract } from '@app/contract/access';
import { Button, Card, message, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { dateText } from '../../components/date-text.js';
import { PageFrame } from '../../components/page-frame.js';
import { usePagedList } from '../../components/paged-list.js';
import { useDeleteRole } from './api.js';
import { type RoleEditing, RoleFormModal } from './role-form-modal.js';

/** /user/user_role: the organiser's roles. */
export const RoleListPage = () => {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const roles = usePagedList(roleContract.list, {});
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<RoleEditing | null>(null);

  const askDelete = (r: Role) =>
    confirmDelete(t('deleteRoleConfirm', { name: r.name }), () =>
      remove.mutate({ id: r.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<Role> = [
    { title: t('roleName'), dataIndex: 'name' },
    { title: t('roleDescription'), dataIndex: 'description', render: (d: string) => d || '-' },
    { title: t('staffCount'), dataIndex: 'staff_count', align: 'right' },
    { title: t('createdAt'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
    {
      title: t('operations'),
      key: 'operations',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => navigate(`/user/user_role_pz?id=${r.id}`)}>
            {t('configure')}
          </Button>
          <Button type="link" onClick={() => setEditing(r)}>
            {t('edit')}
          </Button>
          <Button type="link" danger onClick={() => askDelete(r)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('rolesTitle')}
      actions={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('addRole')}
        </Button>
      }
    >
      <Card>
        <Table {...roles.table} columns={columns} locale={{ emptyText: t('noRoles') }} />
      </Card>
      {editing ? <RoleFormModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </PageFrame>
  );
};
