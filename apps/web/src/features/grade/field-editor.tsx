import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { gradeActivityContract } from '@app/contract/grade';
import { type GradeField, gradeLimits } from '@app/contract/grade-schemas';
import { Button, Flex, Input, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useSaveFields } from './api.js';
import { passes } from './grade-check.js';

/** A new field's key: the smallest f1, f2… not taken, so a removed field's key is never another's old values. */
const freeKey = (fields: GradeField[]) => {
  const taken = new Set(fields.map((f) => f.key));
  let n = 1;
  while (taken.has(`f${n}`)) n += 1;
  return `f${n}`;
};

type Props = { activityId: number; fields: GradeField[] };

/** The contestants' own columns (单位, 作品名称…) beside the name, photo and description every contestant has. */
export const FieldEditor = ({ activityId, fields: saved }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'fields' });
  const [fields, setFields] = useState(saved);
  const save = useSaveFields();
  const change = (i: number, label: string) => setFields(fields.map((f, j) => (j === i ? { ...f, label } : f)));
  const submit = () => {
    const input = { activity_id: activityId, fields };
    if (passes(gradeActivityContract.saveUserField.input, input)) {
      save.mutate(input, { onSuccess: () => void message.success(t('saved'), toastSeconds) });
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('help')}</Typography.Text>
      {fields.map((field, i) => (
        <Flex key={field.key} gap={8} align="center">
          <Input
            value={field.label}
            maxLength={10}
            aria-label={t('label', { n: i + 1 })}
            onChange={(e) => change(i, e.target.value)}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('remove', { label: field.label })}
            onClick={() => setFields(fields.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Flex gap={8} wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={fields.length >= gradeLimits.fields}
          onClick={() => setFields([...fields, { key: freeKey(fields), label: '' }])}
        >
          {t('add')}
        </Button>
        <Button type="primary" loading={save.isPending} onClick={submit}>
          {t('save')}
        </Button>
      </Flex>
      {saved.some((s) => !fields.some((f) => f.key === s.key)) ? (
        <Typography.Text type="warning">{t('removeWarning')}</Typography.Text>
      ) : null}
    </Flex>
  );
};
