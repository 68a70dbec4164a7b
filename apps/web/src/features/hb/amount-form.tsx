import { Button, Form, InputNumber } from 'antd';
import type { z } from 'zod';
import { hbPasses } from './api.js';

type Props = {
  label: string;
  submitText: string;
  loading: boolean;
  /** The endpoint's input schema ({ amount }): the form asks exactly what the server does. */
  schema: z.ZodType;
  onSubmit: (amount: number) => void;
};

/** One amount in yuan and a button: the red-packet top-up and the withdrawal. */
export const AmountForm = ({ label, submitText, loading, schema, onSubmit }: Props) => {
  const submit = ({ amount }: { amount?: number | null }) => {
    const input = { amount: amount ?? undefined };
    if (hbPasses(schema, input)) onSubmit(Number(amount));
  };
  return (
    <Form layout="inline" onFinish={submit} style={{ rowGap: 12 }}>
      <Form.Item name="amount" label={label}>
        <InputNumber prefix="¥" min={0} step={10} aria-label={label} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={loading} autoInsertSpace={false}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
};
