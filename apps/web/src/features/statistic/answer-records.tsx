import { quizContract } from '@app/contract/quiz';
import { Button, Card, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { type RowOf, usePagedList } from '../../components/paged-list.js';
import { BanParticipantModal, type BanTarget } from './ban-participant-modal.js';
import { ListFilters } from './list-filters.js';

type AnswerRecord = RowOf<typeof quizContract.answerRecords>;

/**
 * Every attempt at the quiz, newest first, searchable by who made it and filterable by result; a cheat seen here can
 * be banned from the activity.
 */
export const AnswerRecords = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic');
  const list = usePagedList(quizContract.answerRecords, { activity_id: activityId, keywords: '', passed: '' });
  const [banning, setBanning] = useState<BanTarget | null>(null);
  const columns: TableColumnsType<AnswerRecord> = [
    { title: t('records.name'), dataIndex: 'name' },
    { title: t('records.phone'), dataIndex: 'phone' },
    { title: t('records.unit'), dataIndex: 'unit' },
    { title: t('records.level'), dataIndex: 'level', width: 70 },
    { title: t('records.score'), key: 'score', render: (_, r) => `${r.score}/${r.full_score}` },
    { title: t('records.correct'), key: 'correct', render: (_, r) => `${r.correct_count}/${r.total}` },
    {
      title: t('records.passed'),
      key: 'passed',
      render: (_, r) => {
        if (!r.submitted_at) return <Tag>{t('records.open')}</Tag>;
        return r.passed ? <Tag color="success">{t('records.yes')}</Tag> : <Tag color="error">{t('records.no')}</Tag>;
      },
    },
    {
      title: t('records.duration'),
      dataIndex: 'duration_ms',
      render: (ms: number) => t('records.seconds', { n: Math.round(ms / 100) / 10 }),
    },
    { title: t('records.startedAt'), dataIndex: 'started_at', render: (v: string) => dateText(v, true) },
    { title: t('records.submittedAt'), dataIndex: 'submitted_at', render: (v: string | null) => dateText(v, true) },
    {
      title: t('records.action'),
      key: 'action',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => setBanning({ participantId: r.participant_id, name: r.name })}
        >
          {t('ban.action')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('records.title')}>
      <ListFilters
        keywordsLabel={t('records.keywords')}
        flagLabel={t('records.passedFilter')}
        flagOptions={[t('records.all'), t('records.passedOnly'), t('records.failedOnly')]}
        onApply={({ keywords, flag }) => list.setFilters({ activity_id: activityId, keywords, passed: flag })}
      />
      <Table<AnswerRecord> {...list.table} rowKey="attempt_id" columns={columns} scroll={{ x: 1100 }} size="small" />
      <BanParticipantModal activityId={activityId} target={banning} onClose={() => setBanning(null)} />
    </Card>
  );
};
