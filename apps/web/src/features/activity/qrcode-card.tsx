import { type ActivityDetail, type QrcodeStyle, qrcodeDotStyles } from '@app/contract';
import { Button, Card, Col, ColorPicker, Form, Input, message, Radio, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { ImagePicker } from '../../components/image-picker.js';
import { useUpdateQrcodeStyle } from './api.js';
import { ParticipantLink } from './participant-link.js';

const hexOf = (color: { toHexString: () => string }) => color.toHexString();

/** The participants' link and QR code, with the code's style: colours, dot shape and a logo; previewed as edited. */
export const QrcodeCard = ({ activity }: { activity: ActivityDetail }) => {
  const { t } = useTranslation('activity');
  const [form] = Form.useForm<QrcodeStyle>();
  const update = useUpdateQrcodeStyle();
  const editing = Form.useWatch([], form);
  const preview: QrcodeStyle = { ...activity.qrcode_style, ...editing };

  const save = (style: QrcodeStyle) =>
    update.mutate(
      { activity_id: activity.id, ...style },
      { onSuccess: () => void message.success(t('qrcodeSaved'), toastSeconds) },
    );

  return (
    <Card title={t('linkCard')}>
      <Row gutter={24}>
        <Col xs={24} md={10}>
          <ParticipantLink title={activity.title} link={activity.link} style={preview} />
        </Col>
        <Col xs={24} md={14}>
          <Form form={form} layout="vertical" initialValues={activity.qrcode_style} onFinish={save}>
            <Space size="large">
              <Form.Item name="fg_color" label={t('fgColor')} getValueFromEvent={hexOf}>
                <ColorPicker showText disabledAlpha aria-label={t('fgColor')} />
              </Form.Item>
              <Form.Item name="bg_color" label={t('bgColor')} getValueFromEvent={hexOf}>
                <ColorPicker showText disabledAlpha aria-label={t('bgColor')} />
              </Form.Item>
            </Space>
            <Form.Item name="dot_style" label={t('dotStyle')}>
              <Radio.Group options={qrcodeDotStyles.map((s) => ({ value: s, label: t(`dot.${s}`) }))} />
            </Form.Item>
            <Form.Item label={t('logo')}>
              <Space>
                <ImagePicker label={t('pickLogo')} onUploaded={(url) => form.setFieldValue('logo', url)} />
                {preview.logo ? (
                  <Button onClick={() => form.setFieldValue('logo', '')}>{t('removeLogo')}</Button>
                ) : null}
              </Space>
            </Form.Item>
            <Form.Item name="logo" hidden>
              <Input />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('saveQrcode')}
            </Button>
          </Form>
        </Col>
      </Row>
    </Card>
  );
};
