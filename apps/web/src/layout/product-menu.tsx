import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ComingTag } from '../components/coming-tag.js';
import { isComingEntry, productEntries } from './nav-entries.js';

export const ProductMenu = ({ color }: { color: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = productEntries;
  const items: MenuProps['items'] = entries.map((e) => ({
    key: String(e.item),
    label: (
      <>
        {t(`top.${e.key}`)} {isComingEntry(e) && <ComingTag />}
      </>
    ),
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((e) => String(e.item) === key);
    if (entry) navigate(entry.path);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <button type="button" style={{ color, background: 'none', border: 0, cursor: 'pointer', padding: 0 }}>
        {t('nav.products')} ▾
      </button>
    </Dropdown>
  );
};
