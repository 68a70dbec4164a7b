import type { Candidate, DataOf } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import { Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../components/image-picker.js';
import { useAddCandidate, useEditCandidate } from './api.js';
import { EditModal, savedThenClose } from './edit-modal.js';
import { ImageListInput, SingleImageInput } from './image-inputs.js';
import { passes } from './vote-check.js';

type Category = DataOf<typeof voteContract.categoryList>[number];
type Values = {
  name: string;
  number: number | null;
  category_id: number | '';
  cover: string;
  images: string[];
  video: string;
  description: string;
};
const blank: Values = { name: '', number: null, category_id: '', cover: '', images: [], video: '', description: '' };

const valuesOf = (c: Candidate): Values => ({
  name: c.name,
  number: c.number,
  category_id: c.category_id ?? '',
  cover: c.cover,
  images: c.images,
  video: c.video,
  description: c.description,
});

type Props = { activityId: number; editing: Candidate | 'new'; categories: Category[]; onClose: () => void };

/** Adds a candidate or edits one: name, number (empty takes the next), category, pictures, video and introduction. */
export const CandidateFormModal = ({ activityId, editing, categories, onClose }: Props) => {
  const { t } = useTranslation('vote', { keyPrefix: 'candidate' });
  const [form] = Form.useForm<Values>();
  const add = useAddCandidate();
  const edit = useEditCandidate();
  const isNew = editing === 'new';

  const submit = () => {
    const values = { ...blank, ...form.getFieldsValue() };
    const done = savedThenClose(t, onClose);
    if (isNew) {
      // An empty number asks the server for the next free one.
      const added = { activity_id: activityId, ...values, number: values.number ?? ('' as const) };
      if (passes(voteContract.add.input, added)) add.mutate(added, done);
      return;
    }
    const edited = { activity_id: activityId, id: editing.id, ...values, number: values.number ?? undefined };
    if (passes(voteContract.edit.input, edited)) edit.mutate(edited, done);
  };

  const categoryOptions = [
    { value: '', label: t('uncategorised') },
    ...categories.map((c) => ({ value: c.id, label: c.name })),
  ];

  return (
    <EditModal t={t} isNew={isNew} saving={add.isPending || edit.isPending} width={640} onOk={submit} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={isNew ? blank : valuesOf(editing)} onFinish={submit}>
        <Form.Item name="name" label={t('name')} required>
          <Input maxLength={30} aria-label={t('name')} />
        </Form.Item>
        <Form.Item name="number" label={t('number')} extra={isNew ? t('numberHelp') : undefined}>
          <InputNumber min={1} max={99_999} precision={0} aria-label={t('number')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="category_id" label={t('category')}>
          <Select aria-label={t('category')} options={categoryOptions} />
        </Form.Item>
        <Form.Item name="cover" label={t('cover')}>
          <SingleImageInput label={t('cover')} />
        </Form.Item>
        <Form.Item name="images" label={t('images')} extra={t('imagesHelp')}>
          <ImageListInput label={t('images')} max={9} />
        </Form.Item>
        <Form.Item label={t('video')} extra={t('videoHelp')}>
          <Flex gap={8}>
            <Form.Item name="video" noStyle>
              <Input aria-label={t('video')} placeholder="https://" allowClear />
            </Form.Item>
            <ImagePicker label={t('uploadVideo')} kind="video" onUploaded={(url) => form.setFieldValue('video', url)} />
          </Flex>
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea rows={4} maxLength={5000} showCount aria-label={t('description')} />
        </Form.Item>
      </Form>
    </EditModal>
  );
};
