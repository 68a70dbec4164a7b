import { Button, message, Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';

type Row = { id: number; name: string };
type Remove = { mutate: (input: { activity_id: number; id: number }, options: { onSuccess: () => void }) => void };

type Props = {
  /** Reads edit, delete, deleteConfirm ({{name}}) and deleted under the table's own key prefix. */
  t: TFunction;
  activityId: number;
  row: Row;
  remove: Remove;
  onEdit: () => void;
  /** Links shown between 编辑 and 删除. */
  children?: ReactNode;
};

/** A row's 编辑 and 删除 links; deleting asks first and says when it is done. */
export const EditDeleteLinks = ({ t, activityId, row, remove, onEdit, children }: Props) => {
  const confirmDelete = () =>
    confirmNotice(t('deleteConfirm', { name: row.name }), () =>
      remove.mutate(
        { activity_id: activityId, id: row.id },
        { onSuccess: () => void message.success(t('deleted'), toastSeconds) },
      ),
    );
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onEdit}>
        {t('edit')}
      </Button>
      {children}
      <Button type="link" size="small" danger onClick={confirmDelete}>
        {t('delete')}
      </Button>
    </Space>
  );
};
