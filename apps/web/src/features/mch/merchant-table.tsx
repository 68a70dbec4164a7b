import type { Merchant } from '@app/contract';
import { mchContract } from '@app/contract/mch';
import { Button, message, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { usePagedList } from '../../components/paged-list.js';
import { useDeleteMerchant, useTestMerchant } from './api.js';
import { MerchantStatusTag } from './merchant-status-tag.js';

/** The organiser's merchants, secrets masked, with test, edit and delete. */
export const MerchantTable = () => {
  const { t } = useTranslation('mch');
  const navigate = useNavigate();
  const merchants = usePagedList(mchContract.list, {});
  const remove = useDeleteMerchant();
  const test = useTestMerchant();

  const askDelete = (m: Merchant) =>
    confirmNotice(t('deleteConfirm', { name: m.name }), () =>
      remove.mutate({ id: m.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<Merchant> = [
    { title: t('colName'), dataIndex: 'name' },
    {
      title: t('colType'),
      dataIndex: 'type',
      render: (type: Merchant['type']) => <Tag color={type === 'wechat' ? 'green' : 'blue'}>{t(`types.${type}`)}</Tag>,
    },
    { title: t('colAccount'), key: 'account', render: (_, m) => m.mch_id || m.app_id },
    {
      title: t('colApiKey'),
      dataIndex: 'api_v3_key',
      // The API masks all but the last four; the table shows them behind a short mask so the row stays one line.
      render: (v: string) => (v ? <Typography.Text code>{`****${v.slice(-4)}`}</Typography.Text> : '-'),
    },
    { title: t('colPrivateKey'), dataIndex: 'private_key', width: 200 },
    { title: t('colStatus'), key: 'status', render: (_, m) => <MerchantStatusTag merchant={m} /> },
    { title: t('colActivities'), dataIndex: 'activity_count', align: 'right' },
    { title: t('colCreated'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
    {
      title: t('operations'),
      key: 'operations',
      fixed: 'right',
      width: 190,
      render: (_, m) => (
        <Space size={0}>
          <Button
            type="link"
            loading={test.isPending && test.variables?.id === m.id}
            onClick={() =>
              test.mutate({ id: m.id }, { onSuccess: () => void message.success(t('tested'), toastSeconds) })
            }
          >
            {t('test')}
          </Button>
          <Button type="link" onClick={() => navigate(`/function/ptAdd?id=${m.id}`)}>
            {t('edit')}
          </Button>
          <Button type="link" danger onClick={() => askDelete(m)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return <Table {...merchants.table} columns={columns} locale={{ emptyText: t('empty') }} scroll={{ x: 1250 }} />;
};
