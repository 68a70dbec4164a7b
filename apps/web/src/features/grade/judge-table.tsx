import { type GradeJudge, type GradeRound, gradeLimits } from '@app/contract/grade-schemas';
import { Alert, Button, Flex, message, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useDeleteJudge, useJudgeGroups, useJudges, useRenewJudgeKey } from './api.js';
import { JudgeFormModal } from './judge-form-modal.js';
import { JudgeGroupCard } from './judge-group-card.js';
import { JudgeLink } from './judge-link.js';

/**
 * 评委: a round's judge groups, then its judges, each with their group, their own link (copy or scan) and how many
 * contestants they have scored.
 */
export const JudgeTable = ({ round }: { round: GradeRound }) => {
  const { t } = useTranslation('grade', { keyPrefix: 'judges' });
  const judges = useJudges(round.id);
  const groups = useJudgeGroups(round.id).data ?? [];
  const remove = useDeleteJudge();
  const renew = useRenewJudgeKey();
  const [editing, setEditing] = useState<GradeJudge | 'new' | null>(null);
  const list = judges.data ?? [];
  const ungrouped = groups.length > 0 ? list.filter((j) => j.group_id === null).length : 0;
  const toast = (text: string) => void message.success(text, toastSeconds);

  const askRemove = (judge: GradeJudge) =>
    confirmDelete(t('removeConfirm', { name: judge.name }), () =>
      remove.mutate({ id: judge.id }, { onSuccess: () => toast(t('removed')) }),
    );
  const askRenew = (judge: GradeJudge) =>
    confirmNotice(t('renewConfirm', { name: judge.name }), () =>
      renew.mutate({ id: judge.id }, { onSuccess: () => toast(t('renewed')) }),
    );

  const columns: TableColumnsType<GradeJudge> = [
    {
      title: t('name'),
      key: 'name',
      render: (_, judge) => (
        <Flex vertical>
          <strong>{judge.name}</strong>
          {judge.title ? <Typography.Text type="secondary">{judge.title}</Typography.Text> : null}
        </Flex>
      ),
    },
    // Without groups every judge counts alike: the column would only say so on every row.
    ...(groups.length > 0
      ? [
          {
            title: t('group'),
            key: 'group',
            width: 110,
            render: (_: unknown, judge: GradeJudge) =>
              judge.group_id === null ? <Tag color="orange">{t('noGroup')}</Tag> : judge.group_name,
          },
        ]
      : []),
    { title: t('link'), key: 'link', render: (_, judge) => <JudgeLink name={judge.name} judgeKey={judge.key} /> },
    {
      title: t('scored'),
      key: 'scored',
      width: 110,
      render: (_, judge) => t('scoredValue', { n: judge.scored, total: round.contestant_count }),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 200,
      render: (_, judge) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(judge)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" onClick={() => askRenew(judge)}>
            {t('renew')}
          </Button>
          <Button type="link" size="small" danger onClick={() => askRemove(judge)}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <JudgeGroupCard round={round} />
      {ungrouped > 0 ? <Alert type="warning" showIcon title={t('ungrouped', { n: ungrouped })} /> : null}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Button type="primary" disabled={list.length >= gradeLimits.judgesPerRound} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
        <Typography.Text type="secondary">{t('help', { round: round.name })}</Typography.Text>
      </Flex>
      <Table<GradeJudge>
        rowKey="id"
        dataSource={list}
        columns={columns}
        loading={judges.isPending}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
      />
      {editing ? (
        <JudgeFormModal round={round} groups={groups} editing={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Flex>
  );
};
