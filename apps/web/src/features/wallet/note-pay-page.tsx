import { smsPriceFen, smsSegmentChars, toFen, toYuan } from '@app/contract';
import { Alert, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../components/money.js';
import { PageFrame } from '../../components/page-frame.js';
import { RechargeRecords } from './recharge-records.js';
import { TopUpForm } from './top-up-form.js';

/** /function/note_pay: the top-up flow for the SMS balance, with what a message costs. */
export const NotePayPage = () => {
  const { t } = useTranslation('wallet');
  return (
    <PageFrame title={t('notePay.title')}>
      <Alert
        type="info"
        showIcon
        title={t('notePay.price', { price: yuan(toYuan(smsPriceFen)), chars: smsSegmentChars })}
      />
      <Card>
        <TopUpForm
          initialKind="dx_money"
          fixedKind
          extra={(amount) =>
            amount === null ? null : (
              <Typography.Text type="secondary">
                {t('notePay.estimate', { count: Math.floor(toFen(amount) / smsPriceFen) })}
              </Typography.Text>
            )
          }
        />
      </Card>
      <Card title={t('records.title')}>
        <RechargeRecords source="dx_money" />
      </Card>
    </PageFrame>
  );
};
