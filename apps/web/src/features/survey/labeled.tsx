import { Form } from 'antd';
import { type ReactNode, useId } from 'react';

/** A form row whose label names its input (by id), so people and tests find the input by its label. */
export const Labeled = ({
  label,
  help,
  children,
}: {
  label: ReactNode;
  help?: ReactNode;
  children: (id: string) => ReactNode;
}) => {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id} help={help} style={{ marginBottom: 12 }}>
      {children(id)}
    </Form.Item>
  );
};
