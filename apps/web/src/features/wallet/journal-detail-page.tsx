import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.js';
import { useKindParam } from './kind-param.js';
import { LedgerTable } from './ledger-table.js';

/** /user/user_journalDetail: every change of every balance; `?kind=` preselects one balance. */
export const JournalDetailPage = () => {
  const { t } = useTranslation('wallet');
  const kind = useKindParam();
  return (
    <PageFrame title={t('ledger.title')}>
      <Card>
        <LedgerTable key={kind} kind={kind} />
      </Card>
    </PageFrame>
  );
};
