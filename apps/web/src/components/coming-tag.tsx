import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Marks a kind that does not run yet (not in the contract's openActivityKinds). */
export const ComingTag = () => {
  const { t } = useTranslation();
  return <Tag color="orange">{t('kindComing.tag')}</Tag>;
};
