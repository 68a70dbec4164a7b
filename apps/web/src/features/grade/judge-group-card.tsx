import { type GradeJudgeGroup, type GradeRound, gradeLimits } from '@app/contract/grade-schemas';
import { Button, Card, Flex, message, Space, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { weightShare } from '../../lib/weight-share.js';
import { useDeleteJudgeGroup, useJudgeGroups } from './api.js';
import { JudgeGroupFormModal } from './judge-group-form-modal.js';
import { ruleInWords } from './rule-words.js';

/**
 * 评委分组: a round's judge groups with their weights and shares, above its judges. Once a judge has scored the round
 * the groups stay as scored (the server refuses otherwise): only a rename is left.
 */
export const JudgeGroupCard = ({ round }: { round: GradeRound }) => {
  const { t } = useTranslation('grade', { keyPrefix: 'judgeGroups' });
  const groups = useJudgeGroups(round.id);
  const remove = useDeleteJudgeGroup();
  const [editing, setEditing] = useState<GradeJudgeGroup | 'new' | null>(null);
  const list = groups.data ?? [];
  const weights = list.map((g) => g.weight);
  const locked = round.score_count > 0;
  const lockedTip = locked ? t('scored') : undefined;

  const askDelete = (group: GradeJudgeGroup) =>
    confirmDelete(t('confirmDelete', { name: group.name }), () =>
      remove.mutate({ id: group.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<GradeJudgeGroup> = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('weight'), dataIndex: 'weight', width: 80 },
    {
      title: t('share'),
      key: 'share',
      width: 90,
      render: (_, group) => t('shareValue', { share: weightShare(group.weight, weights) }),
    },
    { title: t('judges'), dataIndex: 'judge_count', width: 80 },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      render: (_, group) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(group)}>
            {t('edit')}
          </Button>
          <Tooltip title={lockedTip}>
            <Button type="link" size="small" danger disabled={locked} onClick={() => askDelete(group)}>
              {t('delete')}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('title')}
      size="small"
      extra={
        <Tooltip title={lockedTip}>
          <Button disabled={locked || list.length >= gradeLimits.judgeGroupsPerRound} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        </Tooltip>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('help')}</Typography.Text>
        {list.length > 0 ? (
          <Typography.Text>{t('inWords', { text: ruleInWords(round.rule, list) })}</Typography.Text>
        ) : null}
        <Table<GradeJudgeGroup>
          rowKey="id"
          dataSource={list}
          columns={columns}
          loading={groups.isPending}
          pagination={false}
          size="small"
          locale={{ emptyText: t('empty') }}
        />
      </Flex>
      {editing ? (
        <JudgeGroupFormModal round={round} editing={editing} locked={locked} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
};
