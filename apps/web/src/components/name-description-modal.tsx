import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, savedThenClose } from './form-modal.js';
import { showNotice } from './notice-dialog.js';

export type NameDescription = { name: string; description: string };

type Props = {
  title: string;
  initial: NameDescription;
  labels: { name: string; namePlaceholder: string; description: string; save: string; saved: string };
  maxLength: { name: number; description: number };
  saving: boolean;
  /** The first problem the contract finds with the values, shown instead of saving. */
  problemOf: (values: NameDescription) => string | null;
  /** Saves, then calls `done` on success. */
  save: (values: NameDescription, done: () => void) => void;
  onClose: () => void;
};

/** A modal form for the name and description of a thing (a role, a question bank): add or rename. */
export const NameDescriptionModal = ({
  title,
  initial,
  labels,
  maxLength,
  saving,
  problemOf,
  save,
  onClose,
}: Props) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<NameDescription>();

  const submit = () => {
    const values = form.getFieldsValue();
    const problem = problemOf(values);
    if (problem) {
      showNotice(problem);
      return;
    }
    save(values, savedThenClose(labels.saved, onClose).onSuccess);
  };

  return (
    <FormModal
      form={form}
      title={title}
      okText={labels.save}
      cancelText={t('cancel')}
      initialValues={initial}
      saving={saving}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={labels.name} required>
        <Input maxLength={maxLength.name} placeholder={labels.namePlaceholder} aria-label={labels.name} />
      </Form.Item>
      <Form.Item name="description" label={labels.description}>
        <Input.TextArea maxLength={maxLength.description} rows={3} aria-label={labels.description} />
      </Form.Item>
    </FormModal>
  );
};
