import { type BalanceKind, balanceKinds, yuanAmountSchema } from '@app/contract';
import { walletContract } from '@app/contract/wallet';
import { Button, Form, Input, Radio, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../app/api-hooks.js';
import { yuan } from '../../components/money.js';
import { showNotice } from '../../components/notice-dialog.js';
import { balanceOf, useAccount, useRefresh } from './api.js';
import { amountInput, checkWith } from './form-check.js';
import { useRechargeCheckout } from './use-recharge-checkout.js';

export const amountPresets = [50, 100, 500, 1000];

type Props = {
  initialKind: BalanceKind;
  /** The balance is set by the page (SMS top-up): no choice is shown. */
  fixedKind?: boolean;
  /** Shown under the amount, given the amount chosen so far (yuan, or null when it is not valid). */
  extra?: (amount: number | null) => ReactNode;
};

/** Choose a balance and an amount, create the top-up order and pay it in the checkout dialog. */
export const TopUpForm = ({ initialKind, fixedKind = false, extra }: Props) => {
  const { t } = useTranslation('wallet');
  const account = useAccount();
  const [kind, setKind] = useState(initialKind);
  const [preset, setPreset] = useState<number | null>(100);
  const [custom, setCustom] = useState('');
  const create = useEndpointMutation(walletContract.createRecharge);
  const checkout = useRechargeCheckout();
  const refresh = useRefresh();

  const text = custom.trim() || (preset ? String(preset) : '');
  const problem = checkWith(yuanAmountSchema, amountInput(text));

  const submit = () => {
    if (problem) showNotice(t(`check.${problem}`));
    else
      create.mutate(
        { kind, amount: Number(text) },
        {
          onSuccess: (c) => {
            checkout.show(c);
            refresh([walletContract.recharge]);
          },
        },
      );
  };

  return (
    <Form layout="horizontal" labelCol={{ flex: '110px' }} colon={false} onFinish={submit} style={{ maxWidth: 640 }}>
      {fixedKind ? null : (
        <Form.Item label={t('recharge.kind')}>
          <Radio.Group
            name="kind"
            optionType="button"
            buttonStyle="solid"
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            options={balanceKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('recharge.balance')}>
        <Typography.Text strong>{yuan(balanceOf(account.data, kind))}</Typography.Text>
      </Form.Item>
      <Form.Item label={t('recharge.amount')}>
        <Radio.Group
          name="amount"
          optionType="button"
          value={custom.trim() ? null : preset}
          onChange={(e) => {
            setPreset(e.target.value);
            setCustom('');
          }}
          options={amountPresets.map((a) => ({ value: a, label: t('recharge.preset', { amount: a }) }))}
        />
      </Form.Item>
      <Form.Item label={t('recharge.custom')}>
        <Input
          value={custom}
          inputMode="decimal"
          maxLength={12}
          prefix="¥"
          aria-label={t('recharge.custom')}
          placeholder={t('recharge.customPlaceholder')}
          onChange={(e) => setCustom(e.target.value)}
          style={{ width: 220 }}
        />
      </Form.Item>
      {extra ? <Form.Item label=" ">{extra(problem ? null : Number(text))}</Form.Item> : null}
      <Form.Item label=" ">
        <Button type="primary" htmlType="submit" size="large" loading={create.isPending} autoInsertSpace={false}>
          {t('recharge.submit')}
        </Button>
      </Form.Item>
      {checkout.modal}
    </Form>
  );
};
