import './messages.js';
import type { WechatSettingRow } from '@app/contract';
import { wxaccountContract } from '@app/contract/wxaccount';
import { Button, Card, Input, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.js';
import { usePagedList } from '../../components/paged-list.js';
import { StatusTag } from '../../components/status-tag.js';
import { WechatSettingModal } from './wechat-setting-modal.js';

/** /function/weChat_settin: each activity with the official account its participants sign in with. */
export const WechatSettingPage = () => {
  const { t } = useTranslation('wxaccount');
  const rows = usePagedList(wxaccountContract.settingList, {});
  const [editing, setEditing] = useState<WechatSettingRow | null>(null);

  const columns: TableColumnsType<WechatSettingRow> = [
    { title: t('activity'), dataIndex: 'title' },
    {
      title: t('activityStatus'),
      dataIndex: 'status',
      render: (s: WechatSettingRow['status']) => <StatusTag status={s} />,
    },
    {
      title: t('signInAccount'),
      key: 'account',
      render: (_, r) =>
        r.wxaccount_id ? r.nickname : <Typography.Text type="secondary">{t('notSet')}</Typography.Text>,
    },
    { title: t('scope'), key: 'scope', render: (_, r) => (r.wxaccount_id ? t(`scopes.${r.scope}`) : '-') },
    {
      title: t('operations'),
      key: 'operations',
      render: (_, r) => (
        <Button type="link" onClick={() => setEditing(r)} aria-label={`${t('set')} ${r.title}`}>
          {t('set')}
        </Button>
      ),
    },
  ];

  return (
    <PageFrame title={t('settingTitle')}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settingIntro')}
      </Typography.Paragraph>
      <Card>
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          style={{ maxWidth: 320, marginBottom: 16 }}
          onSearch={(keywords) => rows.setFilters({ keywords: keywords.trim() })}
        />
        <Table {...rows.table} rowKey="activity_id" columns={columns} locale={{ emptyText: t('noActivities') }} />
      </Card>
      {editing ? <WechatSettingModal row={editing} onClose={() => setEditing(null)} /> : null}
    </PageFrame>
  );
};
