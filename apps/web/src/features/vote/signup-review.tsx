import { type Candidate, candidateReviews } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import { Button, Flex, Input, Modal, message, Segmented, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { dateText } from '../../components/date-text.js';
import { usePagedList } from '../../components/paged-list.js';
import { useVerify } from './api.js';
import { candidateColumns } from './candidate-columns.js';
import { passes } from './vote-check.js';

type Review = Candidate['review'];
const reviewColors: Record<Review, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** 报名审核: participants' sign-ups as candidates; the organiser approves them or rejects them with a reason. */
export const SignupReview = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'review' });
  const list = usePagedList(voteContract.verifyList, { review: 'pending' }, { fixed: { activity_id: activityId } });
  const verify = useVerify();
  const [rejecting, setRejecting] = useState<Candidate | null>(null);
  const review = list.filters.review ?? 'pending';

  const approve = (row: Candidate) =>
    verify.mutate(
      { activity_id: activityId, id: row.id, approve: true },
      { onSuccess: () => void message.success(t('approved'), toastSeconds) },
    );

  const columns: TableColumnsType<Candidate> = [
    ...candidateColumns(t),
    { title: t('description'), dataIndex: 'description', ellipsis: true },
    { title: t('signedUpAt'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
    {
      title: t('state'),
      dataIndex: 'review',
      render: (v: Review, row) => (
        <Flex vertical gap={2}>
          <Tag color={reviewColors[v]}>{t(`reviews.${v}`)}</Tag>
          {row.review_reason ? <span>{row.review_reason}</span> : null}
        </Flex>
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, row) =>
        row.review === 'pending' ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => approve(row)}>
              {t('approve')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
              {t('reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Segmented<Review | ''>
        aria-label={t('filter')}
        value={review}
        onChange={(v) => list.setFilters({ review: v })}
        options={[
          ...candidateReviews.map((r) => ({ value: r, label: t(`reviews.${r}`) })),
          { value: '' as const, label: t('all') },
        ]}
      />
      <Table<Candidate> {...list.table} columns={columns} size="middle" locale={{ emptyText: t('empty') }} />
      {rejecting ? (
        <RejectModal activityId={activityId} candidate={rejecting} onClose={() => setRejecting(null)} />
      ) : null}
    </Flex>
  );
};

type RejectProps = { activityId: number; candidate: Candidate; onClose: () => void };

const RejectModal = ({ activityId, candidate, onClose }: RejectProps) => {
  const { t } = useTranslation('vote', { keyPrefix: 'review' });
  const verify = useVerify();
  const [reason, setReason] = useState('');
  const submit = () => {
    const input = { activity_id: activityId, id: candidate.id, approve: false, reason };
    if (!passes(voteContract.verify.input, input)) return;
    verify.mutate(input, {
      onSuccess: () => {
        void message.success(t('rejected'), toastSeconds);
        onClose();
      },
    });
  };
  return (
    <Modal
      open
      title={t('rejectTitle', { name: candidate.name })}
      okText={t('reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel')}
      confirmLoading={verify.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.TextArea
        rows={3}
        maxLength={200}
        showCount
        aria-label={t('reason')}
        placeholder={t('reasonPlaceholder')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
};
