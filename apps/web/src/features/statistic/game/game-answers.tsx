import { judgeAnswers } from '@app/contract';
import { gameContract } from '@app/contract/game';
import { Card, Form, Input, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../components/date-text.js';
import { FilterBar } from '../../../components/filter-bar.js';
import { type RowOf, usePagedList } from '../../../components/paged-list.js';

type AnswerRow = RowOf<typeof gameContract.answerRecords>;
type Filters = { keywords: string };

/** Every answer of the session, each player's together in play order; found by nickname or phone. */
export const GameAnswers = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'game.answers' });
  const [form] = Form.useForm<Filters>();
  const list = usePagedList(gameContract.answerRecords, { activity_id: activityId, keywords: '' });
  const answerText = (answer: string[]) => {
    if (answer.length === 1 && answer[0] === judgeAnswers.true) return t('judgeTrue');
    if (answer.length === 1 && answer[0] === judgeAnswers.false) return t('judgeFalse');
    return answer.join('、');
  };
  return (
    <Card title={t('title')}>
      <FilterBar
        form={form}
        initialValues={{ keywords: '' }}
        onApply={(v) => list.setFilters({ activity_id: activityId, keywords: (v.keywords ?? '').trim() })}
      >
        <Form.Item name="keywords">
          <Input aria-label={t('keywords')} placeholder={t('keywords')} allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterBar>
      <Table<AnswerRow>
        {...list.table}
        rowKey={(r) => `${r.player_id}-${r.step_index}`}
        size="small"
        columns={[
          { title: t('nickname'), dataIndex: 'nickname', width: 120 },
          { title: t('phone'), dataIndex: 'phone', width: 130 },
          {
            title: t('question'),
            dataIndex: 'stem',
            ellipsis: true,
            render: (stem: string, r) => `${r.step_index + 1}. ${stem}`,
          },
          { title: t('answer'), dataIndex: 'answer', width: 110, render: answerText },
          {
            title: t('correct'),
            dataIndex: 'correct',
            width: 90,
            render: (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{ok ? t('yes') : t('no')}</Tag>,
          },
          { title: t('points'), dataIndex: 'points', width: 80 },
          {
            title: t('elapsed'),
            dataIndex: 'elapsed_ms',
            width: 80,
            render: (ms: number) => `${Math.round(ms / 100) / 10}s`,
          },
          { title: t('answeredAt'), dataIndex: 'answered_at', width: 150, render: (v: string) => dateText(v, true) },
        ]}
      />
    </Card>
  );
};
