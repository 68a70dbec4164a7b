import { type GameFields, gameJoinFields } from '@app/contract';
import { Button, Flex, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { SignupFieldsInput } from '../../components/signup-fields-input.js';
import { useSaveFields } from './api.js';

type Props = { activityId: number; fields: GameFields['fields'] };

/** What a player fills in to join besides the nickname: phone, name or unit, each required or not. */
export const FieldsForm = ({ activityId, fields }: Props) => {
  const { t } = useTranslation('game', { keyPrefix: 'fields' });
  const [value, setValue] = useState(fields);
  const save = useSaveFields();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 520 }}>
      <Typography.Text type="secondary">{t('help')}</Typography.Text>
      <SignupFieldsInput keys={gameJoinFields} value={value} onChange={setValue} />
      <Button
        type="primary"
        style={{ alignSelf: 'flex-start' }}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { activity_id: activityId, fields: value },
            { onSuccess: () => void message.success(t('saved'), toastSeconds) },
          )
        }
      >
        {t('save')}
      </Button>
    </Flex>
  );
};
