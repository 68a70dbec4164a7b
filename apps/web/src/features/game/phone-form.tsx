import type { GamePhoneSite } from '@app/contract';
import { Button, Form, message, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { ImageField } from '../../components/image-field.js';
import { useSavePhoneSite } from './api.js';

type Props = { activityId: number; phoneSite: GamePhoneSite };

/** What a player's phone shows: its background and what it tells after each question. */
export const PhoneForm = ({ activityId, phoneSite }: Props) => {
  const { t } = useTranslation('game', { keyPrefix: 'phone' });
  const save = useSavePhoneSite();
  return (
    <Form<GamePhoneSite>
      layout="vertical"
      initialValues={phoneSite}
      style={{ maxWidth: 520 }}
      onFinish={(values) =>
        save.mutate(
          { ...values, activity_id: activityId },
          { onSuccess: () => void message.success(t('saved'), toastSeconds) },
        )
      }
    >
      <Form.Item name="background" label={t('background')}>
        <ImageField label={t('background')} />
      </Form.Item>
      <Form.Item name="show_rank" label={t('showRank')} valuePropName="checked">
        <Switch aria-label={t('showRank')} />
      </Form.Item>
      <Form.Item name="show_answer" label={t('showAnswer')} valuePropName="checked">
        <Switch aria-label={t('showAnswer')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
};
