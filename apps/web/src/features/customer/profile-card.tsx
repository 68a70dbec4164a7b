import type { CustomerInfo } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { Avatar, Button, Card, Descriptions, Flex, Input, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useEndpointMutation } from '../../app/api-hooks.js';
import { ImagePicker } from '../../components/image-picker.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useProfileSaved } from './use-customer-info.js';

/** Avatar (uploaded, then saved), name (edited, then saved) and phone. */
export const ProfileCard = ({ info }: { info: CustomerInfo }) => {
  const { t } = useTranslation('customer');
  const [name, setName] = useState(info.name);
  const save = useEndpointMutation(customerContract.saveInfo);
  const saved = useProfileSaved();

  const saveWith = (input: { name?: string; head_img?: string }, done: string) =>
    save.mutate(input, {
      onSuccess: (data) => {
        saved(data);
        void message.success(t(done), toastSeconds);
      },
    });

  return (
    <Card title={t('profile')}>
      <Flex gap={24} align="flex-start" wrap>
        <Flex vertical align="center" gap={8}>
          <Avatar size={88} src={info.head_img || undefined} alt={t('avatar')}>
            {(info.name || info.phone).slice(0, 1)}
          </Avatar>
          <ImagePicker label={t('changeAvatar')} onUploaded={(url) => saveWith({ head_img: url }, 'avatarSaved')} />
        </Flex>
        <Descriptions column={1} style={{ flex: 1, minWidth: 280 }}>
          <Descriptions.Item label={t('name')}>
            <Space.Compact>
              <Input
                value={name}
                maxLength={30}
                aria-label={t('name')}
                placeholder={t('namePlaceholder')}
                onChange={(e) => setName(e.target.value)}
              />
              <Button
                type="primary"
                loading={save.isPending}
                autoInsertSpace={false}
                onClick={() => {
                  if (!name.trim()) showNotice(t('nameRequired'));
                  else saveWith({ name: name.trim() }, 'saved');
                }}
              >
                {t('save')}
              </Button>
            </Space.Compact>
          </Descriptions.Item>
          <Descriptions.Item label={t('phone')}>{info.phone}</Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
};
