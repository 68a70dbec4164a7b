import { type GameFields, gameJoinFields, type IdentityMode } from '@app/contract';
import { Button, Flex, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { IdentityChoice } from '../../components/identity-choice.js';
import { SignupFieldsInput } from '../../components/signup-fields-input.js';
import { useSaveFields } from './api.js';

type Props = { activityId: number; fields: GameFields['fields']; identity: IdentityMode };

/**
 * What a player fills in to join besides the nickname (phone, name or unit, each required or not), and how a
 * player proves who they are: by the phone they joined on, or by an SMS code to their number.
 */
export const FieldsForm = ({ activityId, fields, identity: kept }: Props) => {
  const { t } = useTranslation('game', { keyPrefix: 'fields' });
  const [value, setValue] = useState(fields);
  const [identity, setIdentity] = useState(kept);
  const save = useSaveFields();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Flex vertical gap={8}>
        <Typography.Text strong>{t('identity')}</Typography.Text>
        <IdentityChoice value={identity} onChange={setIdentity} />
      </Flex>
      <Typography.Text type="secondary">{t('help')}</Typography.Text>
      <SignupFieldsInput keys={gameJoinFields} value={value} onChange={setValue} />
      <Button
        type="primary"
        style={{ alignSelf: 'flex-start' }}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { activity_id: activityId, fields: value, identity },
            { onSuccess: () => void message.success(t('saved'), toastSeconds) },
          )
        }
      >
        {t('save')}
      </Button>
    </Flex>
  );
};
