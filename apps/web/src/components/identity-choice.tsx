import type { IdentityMode } from '@app/contract';
import { Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { id?: string; value?: IdentityMode; onChange?: (value: IdentityMode) => void };

/**
 * Who a participant is: the device they take part on, or the phone number they prove by an SMS code; the choice
 * says under it what it means. The interactive and online quizzes, questionnaires, votes and judge scoring's
 * audience store the same `identity`, so one choice serves them all (and sits in an antd Form.Item as well).
 */
export const IdentityChoice = ({ id, value = 'device', onChange }: Props) => {
  const { t } = useTranslation('activity', { keyPrefix: 'identity' });
  return (
    <Flex vertical gap={8}>
      <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value as IdentityMode)}>
        <Flex vertical gap={8}>
          <Radio value="device">{t('device')}</Radio>
          <Radio value="phone">{t('phone')}</Radio>
        </Flex>
      </Radio.Group>
      <Typography.Text type="secondary">{t(value === 'phone' ? 'phoneHelp' : 'deviceHelp')}</Typography.Text>
    </Flex>
  );
};
