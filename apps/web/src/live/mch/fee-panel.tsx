import './messages.js';
import type { DataOf } from '@app/contract';
import { mchContract } from '@app/contract/mch';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { yuan } from '../../components/money.js';
import { externalPage } from '../kit/external-page.js';
import { Panel } from '../kit/live-frame.js';
import { liveKey, useLiveMutation } from '../kit/live-hooks.js';
import { PhoneButton } from '../kit/phone-button.js';
import type { FeeStatus } from './fee-status.js';

type Checkout = DataOf<typeof mchContract.h5Pay>;
type WeixinJSBridge = {
  invoke: (api: string, params: Record<string, string>, done: (res: { err_msg?: string }) => void) => void;
};

/** WeChat's own browser, where a payment goes through its JSAPI instead of a payment page. */
const inWeChat = () => /MicroMessenger/i.test(navigator.userAgent);

/** Opens WeChat's payment sheet; it answers when the participant has paid, cancelled or failed. */
const payInWeChat = (params: Record<string, string>) =>
  new Promise<void>((resolve) => {
    const bridge = (window as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;
    if (!bridge) return resolve();
    bridge.invoke('getBrandWCPayRequest', params, () => resolve());
  });

/**
 * The fee the activity asks before taking part: what it is, and a way to pay it to the organiser's merchant. Inside
 * WeChat it opens WeChat's payment sheet for a participant signed in with WeChat; elsewhere the merchant's payment
 * page, which brings the phone back here. The status is read again until the payment has come through.
 */
export const FeePanel = ({ ticket, status }: { ticket: string; status: FeeStatus }) => {
  const { t } = useTranslation('liveMch');
  const client = useQueryClient();
  const pay = useLiveMutation(mchContract.h5Pay);
  const [opening, setOpening] = useState(false);
  const amount = yuan(status.fee);
  const readAgain = () => client.invalidateQueries({ queryKey: liveKey(mchContract.h5PayStatus) });

  const checkout = async (): Promise<Checkout> => {
    if (!inWeChat()) return pay.mutateAsync({ ticket, channel: 'h5' });
    try {
      return await pay.mutateAsync({ ticket, channel: 'jsapi' });
    } catch (error) {
      // Not signed in with WeChat: its payment page still works in WeChat's browser.
      if (error instanceof ApiError && error.errorName === 'MCH_JSAPI_NEEDS_WECHAT') {
        return pay.mutateAsync({ ticket, channel: 'h5' });
      }
      throw error;
    }
  };

  const run = async () => {
    setOpening(true);
    try {
      const started = await checkout();
      if (started.jsapi) await payInWeChat(started.jsapi);
      else if (started.pay_url) {
        externalPage.assign(started.pay_url);
        return;
      }
      await readAgain();
      setOpening(false);
    } catch {
      setOpening(false);
    }
  };

  return (
    <Panel>
      <h2 className="ph-subtitle">{t('title')}</h2>
      <div className="ph-form" style={{ gap: 12 }}>
        <span>{t('due', { title: status.title, amount })}</span>
        {status.status === 'refunded' && <span className="ph-muted">{t('refunded')}</span>}
        <PhoneButton kind="primary" block busy={opening} onClick={run}>
          {t('pay', { amount })}
        </PhoneButton>
        {status.status === 'unpaid' && (
          <>
            <span className="ph-muted" role="status">
              {t('waiting')}
            </span>
            <PhoneButton block onClick={() => void readAgain()}>
              {t('check')}
            </PhoneButton>
          </>
        )}
      </div>
    </Panel>
  );
};
