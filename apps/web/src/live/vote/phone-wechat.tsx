import { useTranslation } from 'react-i18next';
import { Panel } from '../kit/live-frame.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneResult } from '../kit/phone-result.js';
import { useWechatAuthorize } from '../kit/wechat-entry.js';
import './vote-phone.css';

/**
 * The vote admits WeChat voters only: say so plainly, with the link to open there. Someone who joined before the
 * organiser asked for WeChat can sign in with WeChat here (when joining takes it now) and come back as that account.
 */
export const VoteWechatOnly = ({ code, canSignIn = false }: { code: string; canSignIn?: boolean }) => {
  const { t } = useTranslation('liveVote');
  const { t: tl } = useTranslation('live');
  const authorize = useWechatAuthorize(code);
  const url = `${window.location.origin}/h5/${code}`;
  return (
    <Panel style={{ marginTop: 48 }}>
      <PhoneResult tone="wechat" title={t('wechatTitle')} sub={t('wechatHint')}>
        {canSignIn && (
          <PhoneButton kind="primary" busy={authorize.isPending} onClick={() => authorize.mutate()}>
            {tl('wechatTakePart')}
          </PhoneButton>
        )}
        <code className="vt-url">{url}</code>
      </PhoneResult>
    </Panel>
  );
};
