import { Button, Form, type FormInstance, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props<V> = {
  form: FormInstance<V>;
  initialValues: V;
  onApply: (values: V) => void;
  children: ReactNode;
};

/** A row of list filters with 查询 and 重置; reset applies the initial values again. */
export const FilterBar = <V extends object>({ form, initialValues, onApply, children }: Props<V>) => {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initialValues}
      onFinish={onApply}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" autoInsertSpace={false}>
            {t('filter.query')}
          </Button>
          <Button
            autoInsertSpace={false}
            onClick={() => {
              form.resetFields();
              onApply(initialValues);
            }}
          >
            {t('filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
};
