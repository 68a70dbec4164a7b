import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/filter-bar.js';

export type StaffFilters = { phone?: string; name?: string };

/** Phone and name filters; empty ones are left out of the query. */
export const StaffFilterBar = ({ onApply }: { onApply: (filters: StaffFilters) => void }) => {
  const { t } = useTranslation('access');
  const [form] = Form.useForm<StaffFilters>();
  const apply = (v: StaffFilters) => {
    const phone = v.phone?.trim();
    const name = v.name?.trim();
    onApply({ ...(phone ? { phone } : {}), ...(name ? { name } : {}) });
  };

  return (
    <FilterBar form={form} initialValues={{}} onApply={apply}>
      <Form.Item name="phone" label={t('phone')}>
        <Input allowClear maxLength={11} aria-label={t('phone')} />
      </Form.Item>
      <Form.Item name="name" label={t('staffName')}>
        <Input allowClear maxLength={30} aria-label={t('staffName')} />
      </Form.Item>
    </FilterBar>
  );
};
