import { Form, message } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toastSeconds } from '../../app/api-client.js';
import { FormModal } from '../../components/form-modal.js';
import { passes } from './grade-check.js';

type Save<I, D> = { mutate: (input: I, options: { onSuccess: (data: D) => void }) => void; isPending: boolean };

type Props<V, I, D> = {
  title: string;
  initialValues: V;
  /** The save's input from what the form holds; checked against `schema` before it is sent. */
  inputOf: (values: V) => I;
  /** The endpoint's input schema: the form asks exactly what the server does. */
  schema: z.ZodType;
  save: Save<I, D>;
  onSaved?: (data: D) => void;
  onClose: () => void;
  children: ReactNode;
};

/** Adds or edits one row (a round, an item, a contestant, a judge…): checked against the contract, saved, closed. */
export const GradeFormModal = <V extends object, I, D>(props: Props<V, I, D>) => {
  const { title, initialValues, inputOf, schema, save, onSaved, onClose, children } = props;
  const { t } = useTranslation('grade', { keyPrefix: 'form' });
  const [form] = Form.useForm<V>();

  const submit = () => {
    // Disabled fields (an item's locked range) keep what they had.
    const input = inputOf({ ...initialValues, ...form.getFieldsValue() });
    if (!passes(schema, input)) return;
    save.mutate(input, {
      onSuccess: (data) => {
        void message.success(t('saved'), toastSeconds);
        onSaved?.(data);
        onClose();
      },
    });
  };

  return (
    <FormModal
      form={form}
      title={title}
      okText={t('save')}
      cancelText={t('cancel')}
      initialValues={initialValues}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      {children}
    </FormModal>
  );
};
