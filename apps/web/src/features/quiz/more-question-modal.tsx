import { type MoreQuestion, moreQuestionTypes } from '@app/contract';
import { themeContract } from '@app/contract/theme';
import { Button, Form, Input, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, savedThenClose } from '../../components/form-modal.js';
import { morePasses, useSaveMoreQuestion } from './more-api.js';

type QuestionValues = Pick<MoreQuestion, 'type' | 'stem' | 'options' | 'required'>;
const blank: QuestionValues = { type: 'single', stem: '', options: ['', ''], required: true };

type Props = { activityId: number; editing: MoreQuestion | 'new'; onClose: () => void };

/** Adds an extra question (it goes last) or edits one: type, question, options for a choice, required. */
export const MoreQuestionModal = ({ activityId, editing, onClose }: Props) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'more' });
  const [form] = Form.useForm<QuestionValues>();
  const type = Form.useWatch('type', form) ?? (editing === 'new' ? blank.type : editing.type);
  const save = useSaveMoreQuestion();
  const isNew = editing === 'new';

  const submit = () => {
    const values = { ...blank, ...form.getFieldsValue() };
    const input = {
      ...values,
      options: values.type === 'text' ? [] : values.options,
      activity_id: activityId,
      ...(isNew ? {} : { id: editing.id }),
    };
    if (!morePasses(themeContract.moreAdd.input, input)) return;
    save.mutate(input, savedThenClose(t('saved'), onClose));
  };

  return (
    <FormModal
      form={form}
      title={isNew ? t('add') : t('edit')}
      okText={t('save')}
      initialValues={isNew ? blank : editing}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item name="type" label={t('type')}>
        <Radio.Group options={moreQuestionTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))} />
      </Form.Item>
      <Form.Item name="stem" label={t('stem')} required>
        <Input maxLength={200} aria-label={t('stem')} />
      </Form.Item>
      {type === 'text' ? null : <OptionsEditor />}
      <Form.Item name="required" label={t('required')} valuePropName="checked">
        <Switch aria-label={t('required')} />
      </Form.Item>
    </FormModal>
  );
};

/** The choices of a single or multiple choice question, one input each. */
const OptionsEditor = () => {
  const { t } = useTranslation('quiz', { keyPrefix: 'more' });
  return (
    <Form.Item label={t('options')} required>
      <Form.List name="options">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, i) => (
              <Space key={field.key} style={{ display: 'flex' }}>
                <Form.Item name={field.name} noStyle>
                  <Input maxLength={100} aria-label={t('option', { n: i + 1 })} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(field.name)} aria-label={t('removeOption')}>
                  {t('delete')}
                </Button>
              </Space>
            ))}
            <Button onClick={() => add('')} disabled={fields.length >= 20}>
              {t('addOption')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
};
