import { themeContract } from '@app/contract/theme';
import { Button, Card, Form, Input, message, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';
import { dateText } from '../../components/date-text.js';
import { FilterBar } from '../../components/filter-bar.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { type RowOf, usePagedList } from '../../components/paged-list.js';

const theme = themeContract;
type MoreUser = RowOf<typeof theme.moreUsers>;

/**
 * Participants' answers to the extra questions, a column per question; the organiser can clear chosen participants'
 * answers (they may answer again). Shown only when the quiz has extra questions.
 */
export const MoreAnswersCard = ({ activityId }: { activityId: number }) => {
  // Silent: an activity without extra questions (or of another kind) simply has no card.
  const questions = useEndpointQuery(theme.moreList, { activity_id: activityId }, { call: { silent: true } });
  if (!questions.data?.length) return null;
  return <MoreAnswersTable activityId={activityId} questions={questions.data} />;
};

type Question = { id: number; stem: string };

const MoreAnswersTable = ({ activityId, questions }: { activityId: number; questions: Question[] }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'more' });
  const [form] = Form.useForm<{ keywords: string }>();
  const list = usePagedList(theme.moreUsers, { activity_id: activityId, keywords: '' });
  const [selected, setSelected] = useState<number[]>([]);
  const remove = useEndpointChange(theme.moreBatchDelete, [theme.moreUsers, theme.moreAnswers]);

  const confirmDelete = () =>
    confirmNotice(t('deleteConfirm', { count: selected.length }), () =>
      remove.mutate(
        { activity_id: activityId, participant_ids: selected },
        {
          onSuccess: ({ deleted }) => {
            setSelected([]);
            void message.success(t('deleted', { count: deleted }), toastSeconds);
          },
        },
      ),
    );

  const columns: TableColumnsType<MoreUser> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('phone'), dataIndex: 'phone' },
    { title: t('unit'), dataIndex: 'unit' },
    ...questions.map((q) => ({
      title: q.stem,
      key: `q${q.id}`,
      render: (_: unknown, u: MoreUser) => u.answers[String(q.id)]?.join('、') ?? '-',
    })),
    { title: t('answeredAt'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Button danger disabled={!selected.length} loading={remove.isPending} onClick={confirmDelete}>
          {t('deleteSelected')}
        </Button>
      }
    >
      <FilterBar
        form={form}
        initialValues={{ keywords: '' }}
        onApply={(v) => list.setFilters({ activity_id: activityId, keywords: (v.keywords ?? '').trim() })}
      >
        <Form.Item name="keywords">
          <Input aria-label={t('keywords')} placeholder={t('keywords')} allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterBar>
      <Table<MoreUser>
        {...list.table}
        rowKey="participant_id"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        columns={columns}
        scroll={{ x: 800 }}
        size="small"
      />
    </Card>
  );
};
