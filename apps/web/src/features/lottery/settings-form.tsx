import { Button, Form, type FormInstance, message } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { toastSeconds } from '../../app/api-client.js';
import i18n from '../../i18n/index.js';
import { passes } from './lottery-check.js';

type Save<V> = { mutate: (input: V & { activity_id: number }, options: { onSuccess: () => void }) => void };

type Props<V> = {
  activityId: number;
  /** The page holds the form, so its live preview can follow what is typed before it is saved. */
  form: FormInstance<V>;
  initialValues: V;
  /** The endpoint's input schema: the form asks exactly what the server does. */
  schema: z.ZodType;
  save: Save<V>;
  saving: boolean;
  saveLabel: string;
  children: ReactNode;
};

/** Says a settings change was saved. */
export const savedToast = () => void message.success(i18n.t('lottery:settings.saved'), toastSeconds);

/** One part of the lottery's settings: its fields, checked against the contract, saved with one button. */
export const SettingsForm = <V extends object>(props: Props<V>) => {
  const { activityId, form, initialValues, schema, save, saving, saveLabel, children } = props;
  const submit = () => {
    const input = { ...initialValues, ...form.getFieldsValue(), activity_id: activityId };
    if (!passes(schema, input)) return;
    save.mutate(input, { onSuccess: savedToast });
  };
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} style={{ maxWidth: 560 }}>
      {children}
      <Button type="primary" htmlType="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Form>
  );
};
