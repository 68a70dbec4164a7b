import type { Candidate } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import { Drawer, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { type RowOf, usePagedList } from '../../components/paged-list.js';
import { numberText } from './vote-format.js';

type Voter = RowOf<typeof voteContract.voteUser>;
type Props = { activityId: number; candidate: Candidate; onClose: () => void };

/** 投票明细: who voted for one candidate and how many of their votes count. */
export const CandidateVotesDrawer = ({ activityId, candidate, onClose }: Props) => {
  const { t } = useTranslation('vote', { keyPrefix: 'voters' });
  const list = usePagedList(voteContract.voteUser, { activity_id: activityId, candidate_id: candidate.id });
  const columns: TableColumnsType<Voter> = [
    { title: t('name'), dataIndex: 'name', render: (v: string) => v || t('anonymous') },
    { title: t('phone'), dataIndex: 'phone', render: (v: string) => v || '-' },
    { title: t('ip'), dataIndex: 'ip' },
    { title: t('votesFor'), dataIndex: 'votes' },
    { title: t('lastVoteAt'), dataIndex: 'last_vote_at', render: (v: string | null) => dateText(v, true) },
  ];
  return (
    <Drawer
      open
      size="large"
      title={t('drawerTitle', { number: numberText(candidate.number), name: candidate.name })}
      onClose={onClose}
    >
      <Table<Voter>
        {...list.table}
        rowKey="participant_id"
        columns={columns}
        size="small"
        locale={{ emptyText: t('empty') }}
      />
    </Drawer>
  );
};
