import { signupFieldKeys, type signupFieldSchema } from '@app/contract';
import { Checkbox, Flex, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type SignupKey = z.output<typeof signupFieldSchema>['key'];
type Field<K> = { key: K; required: boolean };
type Props<K extends SignupKey> = {
  value?: Field<K>[];
  onChange?: (value: Field<K>[]) => void;
  /** The fields offered, in order (every sign-up field unless told). */
  keys?: readonly K[];
};

/**
 * Which sign-up fields participants fill in, and which of them they must; kept in the contract's field order.
 * Quiz, survey and vote settings all store the same `{ key, required }[]`, so one picker serves them all.
 */
export const SignupFieldsInput = <K extends SignupKey = SignupKey>({
  value = [],
  onChange,
  keys = signupFieldKeys as readonly SignupKey[] as readonly K[],
}: Props<K>) => {
  const { t } = useTranslation('common', { keyPrefix: 'signupFields' });
  const chosen = new Map(value.map((f) => [f.key, f.required]));
  const update = (key: K, required: boolean | null) => {
    const next = new Map(chosen);
    if (required === null) next.delete(key);
    else next.set(key, required);
    onChange?.(keys.flatMap((k) => (next.has(k) ? [{ key: k, required: next.get(k) ?? true }] : [])));
  };
  return (
    <Flex vertical gap={8}>
      {keys.map((key) => {
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
