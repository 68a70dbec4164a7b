import type { LotteryPerson } from '@app/contract';
import type { TableColumnsType } from 'antd';
import { Avatar, Button, Space, Switch, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { dateText } from '../../components/date-text.js';

type Actions = {
  onEdit: (person: LotteryPerson) => void;
  onDelete: (person: LotteryPerson) => void;
  onEligible: (person: LotteryPerson, eligible: boolean) => void;
};

/** The people list's columns; `t` reads the `people` keys of the lottery namespace. */
export const peopleColumns = (
  t: TFunction,
  { onEdit, onDelete, onEligible }: Actions,
): TableColumnsType<LotteryPerson> => [
  {
    title: t('photo'),
    dataIndex: 'photo_url',
    width: 64,
    render: (url: string, p) => <Avatar src={url || undefined}>{url ? null : p.name.slice(0, 1)}</Avatar>,
  },
  {
    title: t('name'),
    dataIndex: 'name',
    render: (name: string, p) => (
      <Space size={4}>
        {name}
        {p.same_name > 0 ? (
          <Tag color="warning" title={t('sameNameHint')}>
            {t('sameName', { n: p.same_name })}
          </Tag>
        ) : null}
      </Space>
    ),
  },
  { title: t('phone'), dataIndex: 'phone' },
  { title: t('department'), dataIndex: 'department' },
  { title: t('employeeNo'), dataIndex: 'employee_no' },
  { title: t('group'), dataIndex: 'group' },
  {
    title: t('source'),
    dataIndex: 'source',
    render: (source: LotteryPerson['source']) => <Tag>{t(`sources.${source}`)}</Tag>,
  },
  {
    title: t('signed'),
    dataIndex: 'signed_at',
    render: (at: string | null) =>
      at ? dateText(at, true) : <Typography.Text type="secondary">{t('notSigned')}</Typography.Text>,
  },
  {
    title: t('eligible'),
    dataIndex: 'eligible',
    width: 90,
    render: (eligible: boolean, p) => (
      <Switch
        size="small"
        aria-label={t('eligibleOf', { name: p.name })}
        checked={eligible}
        onChange={(on) => onEligible(p, on)}
      />
    ),
  },
  {
    title: t('wonTiers'),
    dataIndex: 'won_tiers',
    render: (tiers: string[]) =>
      tiers.map((tier) => (
        <Tag key={tier} color="gold">
          {tier}
        </Tag>
      )),
  },
  {
    title: t('actions'),
    key: 'actions',
    width: 120,
    render: (_, p) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => onEdit(p)}>
          {t('edit')}
        </Button>
        <Button type="link" size="small" danger onClick={() => onDelete(p)}>
          {t('delete')}
        </Button>
      </Space>
    ),
  },
];
