import { gradeActivityContract } from '@app/contract/grade';
import { type GradeGroup, gradeLimits } from '@app/contract/grade-schemas';
import { Button, Flex, Form, Input, message, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { useAddGroup, useDeleteGroup, useEditGroup, useGroups } from './api.js';
import { GradeFormModal } from './grade-form-modal.js';

/** The contestants' groups (赛道, 组别…): add, rename, delete; a deleted group's contestants stay, ungrouped. */
export const GroupTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('grade', { keyPrefix: 'groups' });
  const groups = useGroups(activityId);
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<GradeGroup | 'new' | null>(null);
  const list = groups.data?.list ?? [];

  const askDelete = (group: GradeGroup) =>
    confirmDelete(t('confirmDelete', { name: group.name }), () =>
      remove.mutate({ id: group.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );
  const columns: TableColumnsType<GradeGroup> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('count'), dataIndex: 'contestant_count', width: 90 },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      render: (_, group) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(group)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(group)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Button
        style={{ alignSelf: 'flex-start' }}
        disabled={list.length >= gradeLimits.groups}
        onClick={() => setEditing('new')}
      >
        {t('add')}
      </Button>
      <Table<GradeGroup>
        rowKey="id"
        dataSource={list}
        columns={columns}
        loading={groups.isPending}
        pagination={false}
        size="small"
        locale={{ emptyText: t('empty') }}
      />
      {editing ? <GroupFormModal activityId={activityId} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
};

type ModalProps = { activityId: number; editing: GradeGroup | 'new'; onClose: () => void };

const GroupFormModal = ({ activityId, editing, onClose }: ModalProps) => {
  const { t } = useTranslation('grade', { keyPrefix: 'groups' });
  const add = useAddGroup();
  const edit = useEditGroup();
  const field = (
    <Form.Item name="name" label={t('name')} required>
      <Input maxLength={20} aria-label={t('name')} />
    </Form.Item>
  );
  return editing === 'new' ? (
    <GradeFormModal
      title={t('addTitle')}
      initialValues={{ name: '' }}
      inputOf={(values) => ({ activity_id: activityId, name: values.name })}
      schema={gradeActivityContract.addUserGroup.input}
      save={add}
      onClose={onClose}
    >
      {field}
    </GradeFormModal>
  ) : (
    <GradeFormModal
      title={t('editTitle')}
      initialValues={{ name: editing.name }}
      inputOf={(values) => ({ id: editing.id, name: values.name })}
      schema={gradeActivityContract.editUserGroup.input}
      save={edit}
      onClose={onClose}
    >
      {field}
    </GradeFormModal>
  );
};
