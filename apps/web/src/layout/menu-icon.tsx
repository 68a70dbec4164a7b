import {
  AppstoreOutlined,
  DatabaseOutlined,
  FolderOutlined,
  GiftOutlined,
  HomeOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icons the server's menu names (access/menu-catalogue.ts); an unknown name gets a folder. */
const icons: Record<string, ComponentType> = {
  home: HomeOutlined,
  appstore: AppstoreOutlined,
  gift: GiftOutlined,
  database: DatabaseOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
};

export const MenuIcon = ({ name }: { name: string }) => {
  const Icon = icons[name] ?? FolderOutlined;
  return <Icon />;
};
