import { difficulties, questionTypes } from '@app/contract';
import { Button, Flex, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllBankOptions } from './api.js';

/** The random draw: per rule, how many questions of a bank (optionally of one type and difficulty). */
export const RandomRules = () => {
  const { t } = useTranslation('quiz');
  const banks = useAllBankOptions();
  const bankOptions = [
    { label: t('myBanks'), options: banks.mine.map((b) => ({ value: b.id, label: b.name })) },
    { label: t('publicBanks'), options: banks.shared.map((b) => ({ value: b.id, label: b.name })) },
  ];
  const typeOptions = [
    { value: '', label: t('anyType') },
    ...questionTypes.map((type) => ({ value: type, label: t(`type.${type}`) })),
  ];
  const difficultyOptions = [
    { value: 0, label: t('anyDifficulty') },
    ...difficulties.map((d) => ({ value: d, label: t(`difficulty.${d}`) })),
  ];
  return (
    <Form.List name="random_rules">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="center" wrap data-testid={`rule-${i + 1}`}>
              <Form.Item name={[field.name, 'bank_id']} noStyle>
                <Select
                  aria-label={t('bank')}
                  placeholder={t('chooseBank')}
                  style={{ width: 240 }}
                  options={bankOptions}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'type']} noStyle>
                <Select aria-label={t('ruleType')} style={{ width: 120 }} options={typeOptions} />
              </Form.Item>
              <Form.Item name={[field.name, 'difficulty']} noStyle>
                <Select aria-label={t('ruleDifficulty')} style={{ width: 100 }} options={difficultyOptions} />
              </Form.Item>
              <Form.Item name={[field.name, 'count']} noStyle>
                <InputNumber aria-label={t('ruleCount')} min={1} max={100} precision={0} prefix={t('ruleCount')} />
              </Form.Item>
              <Button type="link" danger onClick={() => remove(field.name)}>
                {t('remove')}
              </Button>
            </Flex>
          ))}
          <div>
            <Button type="dashed" onClick={() => add({ type: '', difficulty: 0, count: 1 })}>
              {t('addRule')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
};
