import { onlineNumTiers, toFen, toYuan } from '@app/contract';
import { Checkbox, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../components/money.js';
import { useServiceCatalogue } from '../../components/use-service-catalogue.js';

/**
 * What the organiser buys together with publishing: value-added services (a unit each) and online capacity. With
 * anything chosen, publishing becomes one union order (Order/union_create) that pays for all of it at once.
 */
export const usePublishAddOns = () => {
  const catalogue = useServiceCatalogue().data ?? [];
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [onlineNum, setOnlineNum] = useState(0);
  const services = catalogue.filter((s) => serviceIds.includes(s.id));
  const capacityPrice = onlineNumTiers.find((t) => t.num === onlineNum)?.price ?? 0;
  const fen = services.reduce((sum, s) => sum + toFen(s.price), toFen(capacityPrice));
  return {
    catalogue,
    serviceIds,
    setServiceIds,
    onlineNum,
    setOnlineNum,
    /** Yuan the add-ons cost on top of the period. */
    price: toYuan(fen),
    chosen: services.length > 0 || onlineNum > 0,
    input: { services: services.map((s) => ({ id: s.id, quantity: 1 })), online_num: onlineNum },
  };
};
export type PublishAddOns = ReturnType<typeof usePublishAddOns>;

/** The services on sale as checkboxes, and the capacity tiers as one choice. */
export const PublishAddOnsChoice = ({ addOns }: { addOns: PublishAddOns }) => {
  const { t } = useTranslation('activity');
  if (addOns.catalogue.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('addOns')}</Typography.Text>
      <Checkbox.Group
        value={addOns.serviceIds}
        onChange={(ids) => addOns.setServiceIds(ids)}
        options={addOns.catalogue.map((s) => ({
          value: s.id,
          label: t('addOnService', { name: s.name, price: yuan(s.price), unit: s.unit }),
        }))}
      />
      <Flex gap={8} align="center">
        <Typography.Text>{t('addOnCapacity')}</Typography.Text>
        <Select
          aria-label={t('addOnCapacity')}
          style={{ width: 200 }}
          value={addOns.onlineNum}
          onChange={addOns.setOnlineNum}
          options={[
            { value: 0, label: t('addOnNoCapacity') },
            ...onlineNumTiers.map((tier) => ({
              value: tier.num,
              label: t('addOnCapacityOption', { num: tier.num, price: yuan(tier.price) }),
            })),
          ]}
        />
      </Flex>
    </Flex>
  );
};
