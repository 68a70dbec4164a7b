import type { voteDataContract } from '@app/contract/vote';
import { Flex, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { dateText } from '../../components/date-text.js';
import type { RowOf } from '../../components/paged-list.js';
import { numberText } from './vote-format.js';

export type VoteRecord = RowOf<typeof voteDataContract.vote>;

/** A vote's state: suspicious ones carry the reason on hover; removed ones no longer count. */
const RecordState = ({ row, t }: { row: VoteRecord; t: TFunction }) => (
  <Flex gap={4} wrap>
    {row.invalid ? <Tag>{t('invalid')}</Tag> : <Tag color="green">{t('valid')}</Tag>}
    {row.flagged ? (
      <Tooltip title={row.flag_reason || t('flaggedHelp')}>
        <Tag color="red">{t('flagged')}</Tag>
      </Tooltip>
    ) : null}
  </Flex>
);

/** Columns of vote records, in the records tab and in a voter's drawer (`withVoter` off there). */
export const recordColumns = (t: TFunction, withVoter = true): TableColumnsType<VoteRecord> => [
  { title: t('votedAt'), dataIndex: 'created_at', render: (v: string) => dateText(v, true) },
  {
    title: t('candidate'),
    key: 'candidate',
    render: (_, row) => `${numberText(row.candidate_number)} ${row.candidate_name}`,
  },
  ...(withVoter
    ? [
        {
          title: t('voter'),
          key: 'voter',
          render: (_: unknown, row: VoteRecord) => row.voter_name || row.voter_phone || t('anonymous'),
        },
        { title: t('phone'), dataIndex: 'voter_phone', render: (v: string) => v || '-' },
      ]
    : []),
  { title: t('ip'), dataIndex: 'ip' },
  { title: t('state'), key: 'state', render: (_, row) => <RecordState row={row} t={t} /> },
];
