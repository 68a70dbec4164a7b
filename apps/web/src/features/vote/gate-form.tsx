import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { voteContract } from '@app/contract/vote';
import { Button, Card, Flex, Form, Input, message, Radio, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useSaveGate, type VoteSite } from './api.js';
import { passes } from './vote-check.js';

type Values = { enabled: boolean; question: string; options: string[] };
const maxOptions = 6;

/** 关卡题: a question each voter must answer right once before their first vote; 2–6 options, one of them right. */
export const GateForm = ({ site }: { site: VoteSite }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'gate' });
  const saved = site.settings.gate;
  const [form] = Form.useForm<Values>();
  // The right option is an index into the options, so it moves with them as options are removed.
  const [answer, setAnswer] = useState<number | null>(saved.options.length > 0 ? saved.answer : null);
  const save = useSaveGate();

  const submit = () => {
    const values = form.getFieldsValue();
    const options = (values.options ?? []).map((o) => (o ?? '').trim());
    const gate = {
      enabled: values.enabled,
      question: values.question ?? '',
      // Switched off, unfinished options are dropped rather than refused.
      options: values.enabled ? options : options.filter((o) => o !== ''),
      answer: answer ?? 0,
    };
    if (gate.enabled && answer === null && gate.question !== '' && gate.options.length >= 2) {
      showNotice(t('pickAnswer'));
      return;
    }
    const input = { activity_id: site.activity_id, gate };
    if (!passes(voteContract.gk.input, input)) return;
    save.mutate(input, { onSuccess: () => void message.success(t('saved'), toastSeconds) });
  };

  const removed = (index: number) => setAnswer((a) => (a === null || a === index ? null : a > index ? a - 1 : a));

  return (
    <Card size="small">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ enabled: saved.enabled, question: saved.question, options: saved.options }}
        onFinish={submit}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked" extra={t('enabledHelp')}>
          <Switch aria-label={t('enabled')} />
        </Form.Item>
        <Form.Item name="question" label={t('question')}>
          <Input.TextArea rows={2} maxLength={200} aria-label={t('question')} />
        </Form.Item>
        <Typography.Text>{t('options')}</Typography.Text>
        <Typography.Paragraph type="secondary">{t('optionsHelp')}</Typography.Paragraph>
        <Form.List name="options">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8} style={{ marginBottom: 16 }}>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="center">
                  <Radio
                    checked={answer === i}
                    onChange={() => setAnswer(i)}
                    aria-label={t('rightOption', { n: i + 1 })}
                  />
                  <Form.Item name={field.name} noStyle>
                    <Input maxLength={100} aria-label={t('option', { n: i + 1 })} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('removeOption', { n: i + 1 })}
                    onClick={() => {
                      remove(field.name);
                      removed(i);
                    }}
                  />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= maxOptions}
                onClick={() => add('')}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('addOption')}
              </Button>
            </Flex>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
};
