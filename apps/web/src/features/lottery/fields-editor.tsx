import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type LotteryField, lotteryFieldKinds, lotteryLimits } from '@app/contract';
import { lotterySigninContract } from '@app/contract/lottery';
import { Button, Flex, Input, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveFields } from './api.js';
import { passes } from './lottery-check.js';
import { savedToast } from './settings-form.js';
import { addField, canAddField, changeField, moveField, removeField } from './sign-in-fields.js';

type Props = { activityId: number; fields: LotteryField[] };

/** What people fill in to sign in besides their name: phone, department, staff number and custom text fields. */
export const FieldsEditor = ({ activityId, fields: saved }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'fields' });
  const [fields, setFields] = useState(saved);
  const save = useSaveFields();
  const submit = () => {
    const input = { activity_id: activityId, fields };
    if (passes(lotterySigninContract.customerField.input, input)) save.mutate(input, { onSuccess: savedToast });
  };
  const required = (label: string, checked: boolean, onChange?: (on: boolean) => void) => (
    <Switch
      size="small"
      aria-label={t('requiredOf', { label })}
      checked={checked}
      disabled={!onChange}
      onChange={onChange}
      checkedChildren={t('required')}
      unCheckedChildren={t('optional')}
    />
  );

  return (
    <Flex vertical gap={12} style={{ maxWidth: 560 }}>
      <Typography.Text type="secondary">{t('help')}</Typography.Text>
      <Flex gap={12} align="center">
        <Tag style={{ width: 72, textAlign: 'center' }}>{t('name')}</Tag>
        <Input value={t('name')} disabled style={{ flex: 1 }} aria-label={t('name')} />
        {required(t('name'), true)}
        <span style={{ width: 104 }} />
      </Flex>
      {fields.map((field, i) => (
        <Flex key={field.key} gap={12} align="center">
          <Tag color="blue" style={{ width: 72, textAlign: 'center' }}>
            {t(`kinds.${field.kind}`)}
          </Tag>
          <Input
            value={field.label}
            maxLength={lotteryLimits.fieldLabelMax}
            aria-label={t('label')}
            style={{ flex: 1 }}
            onChange={(e) => setFields(changeField(fields, i, { label: e.target.value }))}
          />
          {required(field.label, field.required, (on) => setFields(changeField(fields, i, { required: on })))}
          <Space size={0}>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('moveUp', { label: field.label })}
              disabled={i === 0}
              onClick={() => setFields(moveField(fields, i, -1))}
            />
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('moveDown', { label: field.label })}
              disabled={i === fields.length - 1}
              onClick={() => setFields(moveField(fields, i, 1))}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('remove', { label: field.label })}
              onClick={() => setFields(removeField(fields, i))}
            />
          </Space>
        </Flex>
      ))}
      <Space wrap>
        {lotteryFieldKinds.map((kind) => (
          <Button
            key={kind}
            icon={<PlusOutlined />}
            disabled={!canAddField(fields, kind)}
            onClick={() => setFields(addField(fields, kind, t(`kinds.${kind}`)))}
          >
            {t(`kinds.${kind}`)}
          </Button>
        ))}
      </Space>
      <Button type="primary" style={{ alignSelf: 'flex-start' }} loading={save.isPending} onClick={submit}>
        {t('save')}
      </Button>
    </Flex>
  );
};
