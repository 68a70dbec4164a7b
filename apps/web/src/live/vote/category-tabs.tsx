import { useTranslation } from 'react-i18next';
import { PhoneTabs } from '../kit/phone-tabs.js';
import type { VoteHomeData } from './vote-view.js';

type Props = {
  categories: VoteHomeData['categories'];
  active: number | '';
  onChange: (categoryId: number | '') => void;
};

/** 全部 and the vote's groups as tabs; nothing when the vote has no groups. */
export const CategoryTabs = ({ categories, active, onChange }: Props) => {
  const { t } = useTranslation('liveVote');
  if (categories.length === 0) return null;
  const tabs = [{ key: '', label: t('all') }, ...categories.map((c) => ({ key: String(c.id), label: c.name }))];
  return (
    <PhoneTabs
      label={t('categories')}
      tabs={tabs}
      active={String(active)}
      onChange={(key) => onChange(key ? Number(key) : '')}
    />
  );
};
