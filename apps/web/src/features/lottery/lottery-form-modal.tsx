import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormModal } from '../../components/form-modal.js';
import { passes } from './lottery-check.js';
import { savedToast } from './settings-form.js';

type Save<I> = { mutate: (input: I, options: { onSuccess: () => void }) => void; isPending: boolean };

type Props<V, I> = {
  /** The part of the lottery's messages holding this modal's words (addTitle, editTitle, save, cancel). */
  section: 'people' | 'tiers';
  isNew: boolean;
  initialValues: V;
  /** The save's input from what the form holds; checked against `schema` before it is sent. */
  inputOf: (values: V) => I;
  /** The endpoint's input schema: the form asks exactly what the server does. */
  schema: z.ZodType;
  save: Save<I>;
  onClose: () => void;
  children: ReactNode;
};

/** Adds or edits one row of a lottery's list (a person, a tier): checked against the contract, saved, then closed. */
export const LotteryFormModal = <V extends object, I>(props: Props<V, I>) => {
  const { section, isNew, initialValues, inputOf, schema, save, onClose, children } = props;
  const { t } = useTranslation('lottery', { keyPrefix: section });
  const [form] = Form.useForm<V>();

  const submit = () => {
    const input = inputOf(form.getFieldsValue());
    if (!passes(schema, input)) return;
    save.mutate(input, {
      onSuccess: () => {
        savedToast();
        onClose();
      },
    });
  };

  return (
    <FormModal
      form={form}
      title={isNew ? t('addTitle') : t('editTitle')}
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
