import { orderContract } from '@app/contract/order';
import { Form, type FormRule, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

export type InvoiceValues = { title: string; tax_no?: string; email: string; remark?: string };

const fields = orderContract.invoiceApply.input.shape;

/** A field checked by the contract's own schema, so the form refuses what the server would. */
const contractRule = (schema: z.ZodType, message: string): FormRule => ({
  validator: (_, value) =>
    schema.safeParse(value ?? '').success ? Promise.resolve() : Promise.reject(new Error(message)),
});

type Props = { open: boolean; sending: boolean; onSubmit: (v: InvoiceValues) => void; onCancel: () => void };

/** The invoice's title, tax number, email and remark. */
export const InvoiceForm = ({ open, sending, onSubmit, onCancel }: Props) => {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<InvoiceValues>();
  return (
    <Modal
      open={open}
      title={t('apply')}
      okText={t('submit')}
      okButtonProps={{ autoInsertSpace: false }}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onSubmit}>
        <Form.Item
          name="title"
          label={t('invoiceTitle')}
          rules={[{ required: true, whitespace: true, message: t('invoiceTitleRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="tax_no"
          label={t('taxNo')}
          extra={t('taxNoHint')}
          normalize={(v: string) => v.toUpperCase()}
          rules={[contractRule(fields.tax_no, t('taxNoInvalid'))]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('email')}
          validateFirst
          rules={[{ required: true, message: t('emailRequired') }, contractRule(fields.email, t('emailInvalid'))]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
