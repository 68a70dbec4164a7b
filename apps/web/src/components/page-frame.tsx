import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A back-office page: its title (with actions on the right) above its cards. */
export const PageFrame = ({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <Flex vertical gap={24} style={{ padding: 24 }}>
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {actions}
    </Flex>
    {children}
  </Flex>
);
