import { type QuizSettings, signupFieldKeys } from '@app/contract';
import { Checkbox, Flex, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

type SignupField = QuizSettings['signup_fields'][number];
type Props = { value?: SignupField[]; onChange?: (value: SignupField[]) => void };

/** Which sign-up fields participants fill in, and which of them they must; kept in the contract's field order. */
export const SignupFieldsInput = ({ value = [], onChange }: Props) => {
  const { t } = useTranslation('quiz');
  const chosen = new Map(value.map((f) => [f.key, f.required]));
  const update = (key: SignupField['key'], required: boolean | null) => {
    const next = new Map(chosen);
    if (required === null) next.delete(key);
    else next.set(key, required);
    onChange?.(signupFieldKeys.flatMap((k) => (next.has(k) ? [{ key: k, required: next.get(k)! }] : [])));
  };
  return (
    <Flex vertical gap={8}>
      {signupFieldKeys.map((key) => {
        const field = t(`signupField.${key}`);
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
                checkedChildren={t('requiredField', { field: '' })}
              />
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
};
