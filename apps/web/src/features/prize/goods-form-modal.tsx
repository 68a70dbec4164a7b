import type { PrizeGoods } from '@app/contract';
import { prizeContract } from '@app/contract/prize';
import { Form, Image, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, savedThenClose } from '../../components/form-modal.js';
import { ImagePicker } from '../../components/image-picker.js';
import { useSaveGoods } from './api.js';
import { passes } from './prize-check.js';

type GoodsValues = { name: string; image: string; stock: number | null; probability: number | null };
const blank: GoodsValues = { name: '', image: '', stock: null, probability: null };

type Props = { turnId: number; editing: PrizeGoods | 'new'; onClose: () => void };

/** Adds goods to a turn or edits them: picture, name, how many are left and the chance per draw. */
export const GoodsFormModal = ({ turnId, editing, onClose }: Props) => {
  const { t } = useTranslation('prize');
  const [form] = Form.useForm<GoodsValues>();
  const image = Form.useWatch('image', form);
  const save = useSaveGoods();
  const isNew = editing === 'new';

  const submit = () => {
    const values = { ...blank, ...form.getFieldsValue() };
    const input = {
      turn_id: turnId,
      ...(isNew ? {} : { id: editing.id }),
      name: values.name,
      image: values.image,
      stock: values.stock ?? undefined,
      probability: values.probability ?? undefined,
    };
    if (!passes(prizeContract.goodsSave.input, input)) return;
    save.mutate(input, savedThenClose(t('saved'), onClose));
  };

  return (
    <FormModal
      form={form}
      title={isNew ? t('addGoods') : t('editGoods')}
      okText={t('save')}
      initialValues={isNew ? blank : editing}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item label={t('goodsImage')}>
        <Space align="center">
          {image ? <Image src={image} width={64} height={64} alt={t('goodsImage')} /> : null}
          <ImagePicker label={t('pickImage')} onUploaded={(url) => form.setFieldValue('image', url)} />
        </Space>
      </Form.Item>
      <Form.Item name="image" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="name" label={t('goodsName')} required>
        <Input maxLength={30} aria-label={t('goodsName')} />
      </Form.Item>
      <Form.Item name="stock" label={t('stock')} required>
        <InputNumber min={0} precision={0} aria-label={t('stock')} />
      </Form.Item>
      <Form.Item name="probability" label={t('probability')} required>
        <InputNumber min={0} max={100} step={0.01} aria-label={t('probability')} />
      </Form.Item>
    </FormModal>
  );
};
