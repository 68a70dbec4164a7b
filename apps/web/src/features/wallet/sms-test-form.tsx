import { phoneSchema } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { walletContract } from '@app/contract/wallet';
import { Button, Input, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useEndpointMutation } from '../../app/api-hooks.js';
import { yuan } from '../../components/money.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useRefresh } from './api.js';
import { checkWith } from './form-check.js';

/** A message spends SMS balance: the balance, the ledger and the records change. */
const changedBySms = [customerContract.info, walletContract.smsRecord, walletContract.summary, walletContract.list];

/** Sends one test message to a phone; the server charges it to the SMS balance. */
export const SmsTestForm = () => {
  const { t } = useTranslation('wallet');
  const [phone, setPhone] = useState('');
  const send = useEndpointMutation(walletContract.smsTest);
  const refresh = useRefresh();

  const submit = () => {
    const problem = checkWith(phoneSchema, phone);
    if (problem) {
      showNotice(t(`check.${problem}`));
      return;
    }
    send.mutate(
      { phone: phone.trim() },
      {
        onSuccess: (data) => {
          void message.success(t('noteManage.sent', { cost: yuan(data.record.cost) }), toastSeconds);
          refresh(changedBySms);
        },
      },
    );
  };

  return (
    <Space.Compact>
      <Input
        value={phone}
        maxLength={11}
        inputMode="tel"
        aria-label={t('noteManage.testPhone')}
        placeholder={t('noteManage.phonePlaceholder')}
        onChange={(e) => setPhone(e.target.value)}
        onPressEnter={submit}
        style={{ width: 220 }}
      />
      <Button type="primary" loading={send.isPending} onClick={submit} autoInsertSpace={false}>
        {t('noteManage.send')}
      </Button>
    </Space.Compact>
  );
};
