import type { ResponseFilter } from '@app/contract';
import { surveyContract } from '@app/contract/survey';
import { Button, Card, Form, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../components/date-text.js';
import { FilterBar } from '../../../components/filter-bar.js';
import { type RowOf, usePagedList } from '../../../components/paged-list.js';
import { ResponseDrawer } from './response-drawer.js';

type ResponseRow = RowOf<typeof surveyContract.responses>;
type Props = { activityId: number; filter: ResponseFilter };

/** Every kept response, newest first, searchable by who sent it; a row opens the whole response. */
export const ResponseTable = ({ activityId, filter }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey.responses' });
  const [form] = Form.useForm<{ keywords: string }>();
  const list = usePagedList(surveyContract.responses, { activity_id: activityId, keywords: '', filter });
  const [open, setOpen] = useState<number | null>(null);
  const scored = list.data?.list.some((r) => r.score !== null) ?? false;

  const columns: TableColumnsType<ResponseRow> = [
    { title: t('name'), dataIndex: 'name', render: (v: string) => v || '-' },
    { title: t('phone'), dataIndex: 'phone', render: (v: string) => v || '-' },
    { title: t('unit'), dataIndex: 'unit', render: (v: string) => v || '-' },
    ...(scored ? [{ title: t('score'), dataIndex: 'score', width: 80 }] : []),
    {
      title: t('duration'),
      dataIndex: 'duration_ms',
      width: 100,
      render: (ms: number) => t('seconds', { n: Math.round(ms / 100) / 10 }),
    },
    { title: t('submittedAt'), dataIndex: 'created_at', width: 160, render: (v: string) => dateText(v, true) },
    {
      title: '',
      key: 'view',
      width: 80,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.id)}>
          {t('view')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('title')}>
      <FilterBar
        form={form}
        initialValues={{ keywords: '' }}
        onApply={(v) => list.setFilters({ activity_id: activityId, filter, keywords: (v.keywords ?? '').trim() })}
      >
        <Form.Item name="keywords">
          <Input aria-label={t('keywords')} placeholder={t('keywords')} allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterBar>
      <Table<ResponseRow>
        {...list.table}
        columns={columns}
        scroll={{ x: 800 }}
        size="small"
        onRow={(r) => ({ onClick: () => setOpen(r.id), style: { cursor: 'pointer' } })}
      />
      <ResponseDrawer activityId={activityId} responseId={open} onClose={() => setOpen(null)} />
    </Card>
  );
};
