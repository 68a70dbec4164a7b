import type { DataOf } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import { Button, Flex, Form, Input, InputNumber, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCategory, useCategories, useDeleteCategory, useEditCategory } from './api.js';
import { EditDeleteLinks } from './edit-delete-links.js';
import { EditModal, savedThenClose } from './edit-modal.js';
import { passes } from './vote-check.js';

type Category = DataOf<typeof voteContract.categoryList>[number];

/** 分类管理: the vote's categories in their order, each with how many candidates it holds. */
export const CategoryTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'category' });
  const categories = useCategories(activityId);
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);

  const columns: TableColumnsType<Category> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('sort'), dataIndex: 'sort', width: 100 },
    { title: t('candidates'), dataIndex: 'candidate_count', width: 120 },
    {
      title: t('actions'),
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <EditDeleteLinks t={t} activityId={activityId} row={row} remove={remove} onEdit={() => setEditing(row)} />
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Flex>
      <Table<Category>
        rowKey="id"
        columns={columns}
        dataSource={categories.data ?? []}
        loading={categories.isFetching}
        pagination={false}
        locale={{ emptyText: t('empty') }}
      />
      {editing ? <CategoryModal activityId={activityId} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
};

type Values = { name: string; sort: number | null };
type ModalProps = { activityId: number; editing: Category | 'new'; onClose: () => void };

const CategoryModal = ({ activityId, editing, onClose }: ModalProps) => {
  const { t } = useTranslation('vote', { keyPrefix: 'category' });
  const [form] = Form.useForm<Values>();
  const add = useAddCategory();
  const edit = useEditCategory();
  const isNew = editing === 'new';

  const submit = () => {
    const values = form.getFieldsValue();
    const input = { activity_id: activityId, name: values.name ?? '', sort: values.sort ?? 0 };
    const done = savedThenClose(t, onClose);
    if (isNew) {
      if (passes(voteContract.categoryAdd.input, input)) add.mutate(input, done);
      return;
    }
    const edited = { ...input, id: editing.id };
    if (passes(voteContract.categoryEdit.input, edited)) edit.mutate(edited, done);
  };

  return (
    <EditModal t={t} isNew={isNew} saving={add.isPending || edit.isPending} onOk={submit} onClose={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={isNew ? { name: '', sort: 0 } : { name: editing.name, sort: editing.sort }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('name')} required>
          <Input maxLength={20} aria-label={t('name')} />
        </Form.Item>
        <Form.Item name="sort" label={t('sort')} extra={t('sortHelp')}>
          <InputNumber min={0} max={10_000} precision={0} aria-label={t('sort')} />
        </Form.Item>
      </Form>
    </EditModal>
  );
};
