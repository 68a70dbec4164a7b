import type { InputOf } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import { Button, Form, Input, message, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { useLiveMutation } from '../kit/live-hooks.js';
import { PhotoPicker } from './vote-photo-picker.js';
import type { VoteContext } from './vote-view.js';

type Fields = Omit<InputOf<typeof voteContract.h5Signup>, 'ticket'>;

/** A participant signs up as a candidate: name, category, cover, up to nine photos, a video link, an introduction. */
export const VoteSignup = ({ vote }: { vote: VoteContext }) => {
  const { t } = useTranslation('liveVote');
  const [form] = Form.useForm<Fields>();
  const signup = useLiveMutation(voteContract.h5Signup, { stale: [voteContract.h5MySignup] });
  const { categories } = vote.home;
  const submit = (fields: Fields) =>
    signup.mutate(
      { ...fields, ticket: vote.ticket },
      {
        onSuccess: () => {
          void message.success(t('signupSent'), toastSeconds);
          vote.show({ name: 'mySignup' });
        },
      },
    );
  return (
    <>
      <ScreenBar title={t('signup')} onBack={() => vote.show({ name: 'home' })} />
      <Panel>
        <Form form={form} layout="vertical" size="large" onFinish={submit} initialValues={{ images: [], cover: '' }}>
          <Form.Item
            name="name"
            label={t('signupName')}
            rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          {categories.length > 0 && (
            <Form.Item
              name="category_id"
              label={t('signupCategory')}
              rules={[{ required: true, message: t('categoryRequired') }]}
            >
              <Select options={categories.map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
          )}
          <Form.Item
            name="cover"
            label={t('signupCover')}
            getValueProps={(v: string) => ({ value: v ? [v] : [] })}
            normalize={(v: string[]) => v[0] ?? ''}
          >
            <PhotoPicker ticket={vote.ticket} max={1} />
          </Form.Item>
          <Form.Item name="images" label={t('signupImages')}>
            <PhotoPicker ticket={vote.ticket} max={9} />
          </Form.Item>
          <Form.Item name="video" label={t('signupVideo')} rules={[{ type: 'url', message: t('videoInvalid') }]}>
            <Input inputMode="url" />
          </Form.Item>
          <Form.Item name="description" label={t('signupDescription')}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={5000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signup.isPending}>
            {t('submitSignup')}
          </Button>
        </Form>
      </Panel>
    </>
  );
};
