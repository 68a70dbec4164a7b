import { customerContract } from '@app/contract/customer';
import { walletContract } from '@app/contract/wallet';
import { Button, Flex, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../app/api-client.js';
import { useEndpointMutation, useEndpointQuery } from '../app/api-hooks.js';
import { yuan } from './money.js';
import { useRechargeCheckout } from './recharge-checkout.js';

type Shortfall = { price: number; retry: () => void };

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * A payment from the general balance that the balance cannot cover (WALLET_BALANCE_NOT_ENOUGH) offers the top-up
 * right there: the difference, paid in the wallet's own checkout. Once the provider confirms it, `retry` offers the
 * payment again exactly as the user had chosen it.
 */
export const useBalanceTopUp = () => {
  const { t } = useTranslation();
  const [short, setShort] = useState<Shortfall | null>(null);
  const retryAfterTopUp = useRef<(() => void) | null>(null);
  const account = useEndpointQuery(customerContract.info, {}, { enabled: short !== null });
  const create = useEndpointMutation(walletContract.createRecharge);
  const checkout = useRechargeCheckout(() => {
    const retry = retryAfterTopUp.current;
    retryAfterTopUp.current = null;
    retry?.();
  });

  // A staff role without the money pages is not shown the balance (null): it tops up the whole price.
  const balance = account.data ? account.data.money : 0;
  const missing = short ? Math.max(0.01, cents(short.price - (balance ?? 0))) : 0;

  const topUp = () => {
    if (!short) return;
    create.mutate(
      { kind: 'money', amount: missing },
      {
        onSuccess: (c) => {
          retryAfterTopUp.current = short.retry;
          setShort(null);
          checkout.show(c);
        },
      },
    );
  };

  /** The onError of a balance payment of `price` yuan; other refusals are left to their toast. */
  const onPayError = (price: number, retry: () => void) => (error: Error) => {
    if (error instanceof ApiError && error.errorName === 'WALLET_BALANCE_NOT_ENOUGH') setShort({ price, retry });
  };

  const modal = (
    <>
      <Modal open={short !== null} title={t('topUp.title')} footer={null} onCancel={() => setShort(null)}>
        <Flex vertical gap={16}>
          <Typography.Text>
            {balance === null
              ? t('topUp.shortfallUnseen', { price: yuan(short?.price ?? 0) })
              : t('topUp.shortfall', {
                  price: yuan(short?.price ?? 0),
                  balance: yuan(balance),
                  missing: yuan(missing),
                })}
          </Typography.Text>
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setShort(null)}>{t('topUp.later')}</Button>
            <Button type="primary" disabled={!account.data} loading={create.isPending} onClick={topUp}>
              {t('topUp.now', { missing: yuan(missing) })}
            </Button>
          </Flex>
        </Flex>
      </Modal>
      {checkout.modal}
    </>
  );
  return { onPayError, modal };
};
