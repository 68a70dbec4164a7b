import { signupFieldKeys, type signupFieldSchema } from '@app/contract';
import { Checkbox, Flex, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type SignupField = z.output<typeof signupFieldSchema>;
type Props = { value?: SignupField[]; onChange?: (value: SignupField[]) => void };

/**
 * Which sign-up fields participants fill in, and which of them they must; kept in the contract's field order.
 * Quiz, survey and vote settings all store the same `{ key, required }[]`, so one picker serves them all.
 */
export const SignupFieldsInput = ({ value = [], onChange }: Props) => {
  const { t } = useTranslation('common', { keyPrefix: 'signupFields' });
  const chosen = new Map(value.map((f) => [f.key, f.required]));
  const update = (key: SignupField['key'], required: boolean | null) => {
    const next = new Map(chosen);
    if (required === null) next.delete(key);
    else next.set(key, required);
    onChange?.(signupFieldKeys.flatMap((k) => (next.has(k) ? [{ key: k, required: next.get(k) ?? true }] : [])));
  };
  return (
    <Flex vertical gap={8}>
      {signupFieldKeys.map((key) => {
        const field = t(`field.${key}`);
        return (
          <Flex key={key} gap={16} align="center">
            <Checkbox
              style={{ width: 120 }}
              checked={chosen.has(key)}
              onChange={(e) => update(key, e.target.checked ? true : null)}
            >
              {field}
            </Checkbox>
            {chosen.has(key) ? (
              <Switch
                size="small"
                aria-label={t('requiredField', { field })}
                checked={chosen.get(key)}
                onChange={(required) => update(key, required)}
                checkedChildren={t('required')}
                unCheckedChildren={t('optional')}
              />
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
};
