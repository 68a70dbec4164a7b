import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.js';
import { useKindParam } from './kind-param.js';
import { RechargeRecords } from './recharge-records.js';
import { TopUpForm } from './top-up-form.js';

/** /user/user_recharge: top up any of the three balances; `?kind=` preselects one. */
export const RechargePage = () => {
  const { t } = useTranslation('wallet');
  const kind = useKindParam();
  return (
    <PageFrame title={t('recharge.title')}>
      <Card>
        <TopUpForm key={kind} initialKind={kind ?? 'money'} />
      </Card>
      <Card title={t('records.title')}>
        <RechargeRecords />
      </Card>
    </PageFrame>
  );
};
