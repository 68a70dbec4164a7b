import { type OrderStatus, type OrderType, orderStatuses, orderTypes } from '@app/contract';
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export type OrderFilters = { status?: OrderStatus; type?: OrderType };

/** Status and type filters; '' stands for all and leaves the filter out of the call. */
export const OrderFilterBar = ({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
}) => {
  const { t } = useTranslation('order');
  const statusOptions = [
    { value: '', label: t('allStatuses') },
    ...orderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
  ];
  const typeOptions = [
    { value: '', label: t('allTypes') },
    ...orderTypes.map((s) => ({ value: s, label: t(`type.${s}`) })),
  ];
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('filterStatus')}
        style={{ width: 160 }}
        options={statusOptions}
        value={filters.status ?? ''}
        onChange={(v: OrderStatus | '') => onChange({ ...filters, status: v || undefined })}
      />
      <Select
        aria-label={t('filterType')}
        style={{ width: 180 }}
        options={typeOptions}
        value={filters.type ?? ''}
        onChange={(v: OrderType | '') => onChange({ ...filters, type: v || undefined })}
      />
    </Flex>
  );
};
