import type { VoteSettings } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import { Button, Card, ColorPicker, Flex, Form, message, Radio, Typography } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useSaveSettings, useVoteTemplates, type VoteSite } from './api.js';
import { SingleImageInput } from './image-inputs.js';
import { pageInput } from './settings-input.js';
import { passes } from './vote-check.js';

type Values = Pick<VoteSettings, 'layout' | 'banner' | 'theme_color'>;

/** 页面设置: the participant page's layout, banner and theme colour, saved with the rules as one settings object. */
export const PageSettingsForm = ({ site }: { site: VoteSite }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'page' });
  const [form] = Form.useForm<Values>();
  const templates = useVoteTemplates();
  const save = useSaveSettings();
  const { layout, banner, theme_color } = site.settings;

  const submit = () => {
    const edited: Partial<Values> = form.getFieldsValue();
    const input = pageInput(site, { layout, banner, theme_color, ...edited });
    if (!passes(voteContract.page.input, input)) return;
    save.mutate(input, { onSuccess: () => void message.success(t('saved'), toastSeconds) });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ layout, banner, theme_color }}
      onFinish={submit}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="layout" label={t('layout')}>
        <Radio.Group aria-label={t('layout')} style={{ width: '100%' }}>
          <Flex gap={12} wrap>
            {(templates.data ?? []).map((tpl) => (
              <Card key={tpl.key} size="small" style={{ width: 200 }}>
                <Radio value={tpl.key}>
                  <Typography.Text strong>{tpl.name}</Typography.Text>
                </Radio>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                  {tpl.description}
                </Typography.Paragraph>
              </Card>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="banner" label={t('banner')} extra={t('bannerHelp')}>
        <SingleImageInput label={t('banner')} width={320} />
      </Form.Item>
      <Form.Item
        name="theme_color"
        label={t('themeColor')}
        extra={t('themeColorHelp')}
        getValueFromEvent={(color: Color) => color.toHexString()}
      >
        <ColorPicker disabledAlpha showText aria-label={t('themeColor')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
};
