import { type LotteryTier, type LotteryTierInput, lotteryLimits } from '@app/contract';
import { lotteryNdContract } from '@app/contract/lottery';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../components/image-field.js';
import { usePeopleGroups, useSaveTier } from './api.js';
import { LotteryFormModal } from './lottery-form-modal.js';

type Values = Omit<LotteryTierInput, 'per_spin'> & { per_spin: number | null };
type Props = { activityId: number; editing: LotteryTier | 'new'; sort: number; onClose: () => void };

const blank = (sort: number): Values => ({
  name: '',
  prize_title: '',
  prize_image: '',
  count: 1,
  per_spin: null,
  groups: [],
  sort,
});

/** Adds a tier or edits one: name, prize and its picture, winners, how many one spin draws, and who may win it. */
export const TierFormModal = ({ activityId, editing, sort, onClose }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'tiers' });
  const save = useSaveTier();
  const groups = usePeopleGroups(activityId);
  const isNew = editing === 'new';
  const initialValues = isNew ? blank(sort) : editing;

  return (
    <LotteryFormModal
      section="tiers"
      isNew={isNew}
      initialValues={initialValues}
      inputOf={(formValues) => {
        const values = { ...initialValues, ...formValues };
        return {
          activity_id: activityId,
          ...(isNew ? {} : { id: editing.id }),
          name: values.name,
          prize_title: values.prize_title,
          prize_image: values.prize_image,
          count: values.count,
          // Empty asks the server for its default: min(count, 200).
          per_spin: values.per_spin ?? undefined,
          groups: values.groups,
          sort: values.sort,
        };
      }}
      schema={lotteryNdContract.add.input}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} required>
        <Input maxLength={lotteryLimits.tierNameMax} placeholder={t('namePlaceholder')} aria-label={t('name')} />
      </Form.Item>
      <Form.Item name="prize_title" label={t('prize')}>
        <Input maxLength={lotteryLimits.prizeTitleMax} placeholder={t('prizePlaceholder')} aria-label={t('prize')} />
      </Form.Item>
      <Form.Item name="prize_image" label={t('image')}>
        <ImageField label={t('image')} />
      </Form.Item>
      <Form.Item name="count" label={t('count')} required>
        <InputNumber aria-label={t('count')} min={1} max={lotteryLimits.tierCountMax} precision={0} />
      </Form.Item>
      <Form.Item name="per_spin" label={t('perSpin')} extra={t('perSpinHelp', { n: lotteryLimits.perSpinDefault })}>
        <InputNumber aria-label={t('perSpin')} min={1} max={lotteryLimits.tierCountMax} precision={0} />
      </Form.Item>
      <Form.Item name="groups" label={t('groups')} extra={t('groupsHelp')}>
        <Select
          mode="tags"
          aria-label={t('groups')}
          placeholder={t('groupsPlaceholder')}
          options={groups.map((g) => ({ value: g, label: g }))}
        />
      </Form.Item>
    </LotteryFormModal>
  );
};
