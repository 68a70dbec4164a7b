import './messages.js';
import type { WxAccount } from '@app/contract';
import { wxaccountContract } from '@app/contract/wxaccount';
import { Button, Card, message, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { confirmDelete } from '../../components/confirm-delete.js';
import { dateText } from '../../components/date-text.js';
import { PageFrame } from '../../components/page-frame.js';
import { usePagedList } from '../../components/paged-list.js';
import { AccountCell } from './account-cell.js';
import { AccountKind, AccountStatus } from './account-labels.js';
import { useRemoveAccount } from './api.js';

/** /function/authorized_weChat: the organiser's authorised official accounts and mini-programs. */
export const AccountListPage = () => {
  const { t } = useTranslation('wxaccount');
  const navigate = useNavigate();
  const accounts = usePagedList(wxaccountContract.list, {});
  const remove = useRemoveAccount();

  const askRemove = (a: WxAccount) =>
    confirmDelete(t('removeConfirm', { name: a.nickname }), () =>
      remove.mutate({ id: a.id }, { onSuccess: () => void message.success(t('removed'), toastSeconds) }),
    );

  const columns: TableColumnsType<WxAccount> = [
    { title: t('account'), key: 'account', render: (_, a) => <AccountCell account={a} /> },
    { title: t('kind'), key: 'kind', render: (_, a) => <AccountKind account={a} /> },
    { title: t('status'), dataIndex: 'status', render: (s: WxAccount['status']) => <AccountStatus status={s} /> },
    { title: t('activities'), dataIndex: 'activity_count', align: 'right' },
    { title: t('authorizedAt'), dataIndex: 'authorized_at', render: (v: string) => dateText(v, true) },
    {
      title: t('operations'),
      key: 'operations',
      render: (_, a) => (
        <Button type="link" danger onClick={() => askRemove(a)}>
          {t('remove')}
        </Button>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('listTitle')}
      actions={
        <Button type="primary" onClick={() => navigate('/function/authorized_add')}>
          {t('add')}
        </Button>
      }
    >
      <Card>
        <Table {...accounts.table} columns={columns} locale={{ emptyText: t('noAccounts') }} />
      </Card>
    </PageFrame>
  );
};
