import { Button, Flex, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

/** Checkpoint levels in order: each a name, its number of questions and the score that passes it. */
export const LevelsEditor = () => {
  const { t } = useTranslation('quiz');
  return (
    <Form.List name="levels">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="center" wrap data-testid={`level-${i + 1}`}>
              <Form.Item name={[field.name, 'title']} noStyle>
                <Input aria-label={t('levelTitle')} style={{ width: 180 }} maxLength={30} />
              </Form.Item>
              <Form.Item name={[field.name, 'question_count']} noStyle>
                <InputNumber aria-label={t('levelCount')} min={1} max={100} precision={0} prefix={t('levelCount')} />
              </Form.Item>
              <Form.Item name={[field.name, 'pass_score']} noStyle>
                <InputNumber aria-label={t('levelPass')} min={0} prefix={t('levelPass')} />
              </Form.Item>
              <Button type="link" danger onClick={() => remove(field.name)}>
                {t('removeLevel')}
              </Button>
            </Flex>
          ))}
          <div>
            <Button
              type="dashed"
              onClick={() =>
                add({ title: t('levelTitleDefault', { n: fields.length + 1 }), question_count: 5, pass_score: 3 })
              }
            >
              {t('addLevel')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
};
