import { WechatOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../kit/live-frame.js';
import { useWechatAuthorize } from '../kit/wechat-entry.js';

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
      <Result
        icon={<WechatOutlined style={{ color: '#07c160' }} />}
        title={t('wechatTitle')}
        subTitle={t('wechatHint')}
        extra={
          <Flex vertical gap={16} align="center">
            {canSignIn && (
              <Button
                type="primary"
                icon={<WechatOutlined />}
                loading={authorize.isPending}
                onClick={() => authorize.mutate()}
              >
                {tl('wechatTakePart')}
              </Button>
            )}
            <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
              {url}
            </Typography.Text>
          </Flex>
        }
      />
    </Panel>
  );
};
