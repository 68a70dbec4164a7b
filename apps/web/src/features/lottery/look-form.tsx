import { type LotteryLook, lotteryAnimations } from '@app/contract';
import { lotteryNdContract } from '@app/contract/lottery';
import { ColorPicker, Flex, Form, type FormInstance, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../components/image-field.js';
import { useSaveLook } from './api.js';
import { MediaField } from './media-field.js';
import { SettingsForm } from './settings-form.js';

type Props = { activityId: number; form: FormInstance<LotteryLook>; look: LotteryLook };

const hexOf = (color: { toHexString: () => string }) => color.toHexString();
/** Festive colours an annual party usually picks; any other is one click further. */
const presetColors = ['#D4380D', '#CF1322', '#FAAD14', '#1677FF', '#722ED1', '#13A8A8'];

/** The big screen's look: title, logo, background image or video, music, draw animation and theme colour. */
export const LookForm = ({ activityId, form, look }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'look' });
  const save = useSaveLook();
  const backgroundKind = Form.useWatch('background_kind', form) ?? look.background_kind;
  return (
    <SettingsForm
      activityId={activityId}
      form={form}
      initialValues={look}
      schema={lotteryNdContract.site.input}
      save={save}
      saving={save.isPending}
      saveLabel={t('save')}
    >
      <Form.Item name="title" label={t('title')}>
        <Input maxLength={40} placeholder={t('titlePlaceholder')} aria-label={t('title')} />
      </Form.Item>
      <Form.Item name="logo" label={t('logo')}>
        <ImageField label={t('logo')} />
      </Form.Item>
      <Form.Item label={t('background')}>
        <Flex vertical gap={8}>
          <Form.Item name="background_kind" noStyle>
            <Radio.Group
              aria-label={t('background')}
              // An uploaded image is no video: switching kinds starts the background afresh.
              onChange={() => form.setFieldValue('background', '')}
              options={(['image', 'video'] as const).map((k) => ({ value: k, label: t(`backgroundKinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item name="background" noStyle>
            {backgroundKind === 'video' ? (
              <MediaField label={t('background')} kind="video" />
            ) : (
              <ImageField label={t('background')} />
            )}
          </Form.Item>
        </Flex>
      </Form.Item>
      <Form.Item name="music" label={t('music')}>
        <MediaField label={t('music')} kind="audio" />
      </Form.Item>
      <Form.Item name="animation" label={t('animation')}>
        <Radio.Group
          aria-label={t('animation')}
          options={lotteryAnimations.map((a) => ({ value: a, label: t(`animations.${a}`) }))}
        />
      </Form.Item>
      <Form.Item name="theme_color" label={t('themeColor')} getValueFromEvent={hexOf}>
        <ColorPicker
          showText
          disabledAlpha
          aria-label={t('themeColor')}
          presets={[{ label: t('themeColor'), colors: presetColors }]}
        />
      </Form.Item>
    </SettingsForm>
  );
};
