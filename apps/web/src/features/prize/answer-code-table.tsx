import { prizeContract } from '@app/contract/prize';
import { Button, Flex, Input, message, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { type RowOf, usePagedList } from '../../components/paged-list.js';
import { useDeleteAnswerCodes } from './answer-code-api.js';
import { passes } from './prize-check.js';

type Row = RowOf<typeof prizeContract.answerCodeList>;

/** The activity's answer codes, filtered by keywords and use; unused ones can be deleted in a batch. */
export const AnswerCodeTable = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('prize', { keyPrefix: 'answerCode' });
  const codes = usePagedList(prizeContract.answerCodeList, { activity_id: activityId });
  const remove = useDeleteAnswerCodes();
  const [selected, setSelected] = useState<number[]>([]);

  const deleteSelected = () => {
    const input = { activity_id: activityId, ids: selected };
    if (!passes(prizeContract.answerCodeDelete.input, input)) return;
    confirmNotice(t('deleteConfirm', { count: selected.length }), () =>
      remove.mutate(input, {
        onSuccess: (data) => {
          void message.success(t('deletedCount', { count: data.deleted }), toastSeconds);
          setSelected([]);
        },
      }),
    );
  };

  const columns = [
    { title: t('code'), dataIndex: 'code', key: 'code' },
    { title: t('batch'), dataIndex: 'batch', key: 'batch', render: (v: string) => v || '-' },
    {
      title: t('state'),
      key: 'used',
      render: (_: unknown, r: Row) => (r.used ? <Tag color="green">{t('used')}</Tag> : <Tag>{t('unused')}</Tag>),
    },
    { title: t('user'), dataIndex: 'name', key: 'name', render: (v: string) => v || '-' },
    { title: t('phone'), dataIndex: 'phone', key: 'phone', render: (v: string) => v || '-' },
    { title: t('usedAt'), dataIndex: 'used_at', key: 'used_at', render: (v: string | null) => dateText(v, true) },
    { title: t('createdAt'), dataIndex: 'created_at', key: 'created_at', render: (v: string) => dateText(v, true) },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap>
        <Input.Search
          allowClear
          maxLength={50}
          aria-label={t('keywords')}
          placeholder={t('keywordsPlaceholder')}
          onSearch={(v) => codes.setFilters({ ...codes.filters, keywords: v.trim() })}
          style={{ width: 280 }}
        />
        <Select
          aria-label={t('state')}
          style={{ width: 140 }}
          value={codes.filters.used ?? ''}
          options={[
            { value: '', label: t('allStates') },
            { value: 1, label: t('used') },
            { value: 0, label: t('unused') },
          ]}
          onChange={(used: '' | number) => codes.setFilters({ ...codes.filters, used })}
        />
      </Flex>
      <Space>
        <span>{t('selectedCount', { count: selected.length })}</span>
        <Button size="small" danger loading={remove.isPending} onClick={deleteSelected}>
          {t('deleteSelected')}
        </Button>
      </Space>
      <Table<Row>
        {...codes.table}
        size="small"
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (r) => ({ disabled: r.used }),
        }}
      />
    </Flex>
  );
};
