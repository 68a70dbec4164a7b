import { WechatOutlined } from '@ant-design/icons';
import type { WxAccount } from '@app/contract';
import { Avatar, Flex, Typography } from 'antd';

/** An account as organisers recognise it: its head image, its name and its appid. */
export const AccountCell = ({ account }: { account: Pick<WxAccount, 'head_img' | 'nickname' | 'appid'> }) => (
  <Flex gap={12} align="center">
    <Avatar src={account.head_img || undefined} icon={<WechatOutlined />} />
    <Flex vertical>
      <Typography.Text strong>{account.nickname}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {account.appid}
      </Typography.Text>
    </Flex>
  </Flex>
);
