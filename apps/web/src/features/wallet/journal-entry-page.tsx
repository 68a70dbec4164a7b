import { walletContract } from '@app/contract/wallet';
import { Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { dateText } from '../../components/date-text.js';
import { LedgerAmount } from '../../components/ledger-amount.js';
import { yuan } from '../../components/money.js';
import { PageFrame } from '../../components/page-frame.js';

/** /user/user_journalDetailNext?id=: one ledger entry, with the order that caused it. */
export const JournalEntryPage = () => {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const entry = useEndpointQuery(walletContract.detail, { id }, { enabled: id > 0 });
  const e = entry.data;

  return (
    <PageFrame title={t('entry.title')} actions={<Link to="/user/user_journalDetail">{t('entry.back')}</Link>}>
      <Card>
        {e ? (
          <Descriptions column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label={t('ledger.colTime')}>{dateText(e.created_at, true)}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.colKind')}>{t(`kinds.${e.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.colReason')}>{t(`reasons.${e.reason}`)}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.colAmount')}>
              <LedgerAmount value={e.amount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('ledger.colBefore')}>{yuan(e.balance_before)}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.colAfter')}>{yuan(e.balance_after)}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.colOrder')}>
              {e.order_id ? (
                <Link to={`/user/user_orderDetail?id=${e.order_id}`} aria-label={t('entry.order')}>
                  {e.order_sn}
                </Link>
              ) : (
                '-'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('ledger.colRemark')}>{e.remark || '-'}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Skeleton active loading={entry.isLoading} />
        )}
      </Card>
    </PageFrame>
  );
};
