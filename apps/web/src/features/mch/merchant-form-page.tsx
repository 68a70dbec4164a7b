import './messages.js';
import { type Merchant, type MerchantAddInput, type MerchantType, merchantTypes } from '@app/contract';
import { mchContract } from '@app/contract/mch';
import { Alert, Button, Card, Flex, Form, Input, message, Radio, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useAddMerchant, useEditMerchant, useMerchantDetail } from './api.js';
import { contractProblem } from './contract-check.js';
import { KeyUpload } from './key-upload.js';

type Values = {
  type: MerchantType;
  name: string;
  mch_id: string;
  app_id: string;
  cert_serial: string;
  public_key_id: string;
  public_key: string;
  api_v3_key: string;
  key_path: string;
  private_key: string;
};

const blank: Values = {
  type: 'wechat',
  name: '',
  mch_id: '',
  app_id: '',
  cert_serial: '',
  public_key_id: '',
  public_key: '',
  api_v3_key: '',
  key_path: '',
  private_key: '',
};

/** The form's values as the endpoint takes them: only the chosen type's fields. */
const inputOf = (v: Values): MerchantAddInput =>
  v.type === 'wechat'
    ? {
        type: 'wechat',
        name: v.name,
        mch_id: v.mch_id,
        app_id: v.app_id,
        cert_serial: v.cert_serial,
        public_key_id: v.public_key_id,
        public_key: v.public_key,
        api_v3_key: v.api_v3_key,
        key_path: v.key_path,
      }
    : { type: 'alipay', name: v.name, app_id: v.app_id, public_key: v.public_key, private_key: v.private_key };

const valuesOf = (m: Merchant): Values => ({ ...blank, ...m, api_v3_key: '', key_path: '', private_key: '' });

/** /function/ptAdd (?id= to edit): a WeChat Pay merchant with its .pem key, or an Alipay app. */
export const MerchantFormPage = () => {
  const { t } = useTranslation('mch');
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const isNew = id === 0;
  const detail = useMerchantDetail(id);
  const add = useAddMerchant();
  const edit = useEditMerchant();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? 'wechat';

  useEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [detail.data, form]);

  const done = () => {
    void message.success(t('saved'), toastSeconds);
    navigate('/function/payTenant');
  };
  const submit = (values: Values) => {
    const input = inputOf({ ...blank, ...values });
    const problem = isNew
      ? contractProblem(mchContract.add.input, input)
      : contractProblem(mchContract.edit.input, { ...input, id });
    if (problem) return void showNotice(problem);
    if (isNew) add.mutate(input, { onSuccess: done });
    else edit.mutate({ ...input, id }, { onSuccess: done });
  };
  const secret = isNew ? undefined : t('keepSecret');
  const wechat = type === 'wechat';

  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 880 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {isNew ? t('addTitle') : t('editTitle')}
      </Typography.Title>
      <Card loading={!isNew && detail.isPending}>
        <Form form={form} layout="horizontal" labelCol={{ span: 5 }} initialValues={blank} onFinish={submit}>
          <Form.Item name="type" label={t('type')}>
            <Radio.Group
              disabled={!isNew}
              options={merchantTypes.map((m) => ({ value: m, label: t(`types.${m}`) }))}
              optionType="button"
            />
          </Form.Item>
          <Alert type="info" showIcon title={wechat ? t('wechatHint') : t('alipayHint')} style={{ marginBottom: 24 }} />
          <Form.Item name="name" label={t('name')} required>
            <Input maxLength={40} aria-label={t('name')} />
          </Form.Item>
          {wechat ? (
            <>
              <Form.Item name="mch_id" label={t('mchId')} required>
                <Input maxLength={12} aria-label={t('mchId')} />
              </Form.Item>
              <Form.Item name="app_id" label={t('appId')} required>
                <Input maxLength={18} aria-label={t('appId')} />
              </Form.Item>
              <Form.Item name="api_v3_key" label={t('apiV3Key')} required={isNew}>
                <Input.Password
                  maxLength={32}
                  placeholder={secret}
                  aria-label={t('apiV3Key')}
                  autoComplete="new-password"
                />
              </Form.Item>
              <Form.Item name="cert_serial" label={t('certSerial')} required>
                <Input maxLength={40} aria-label={t('certSerial')} />
              </Form.Item>
              <Form.Item name="key_path" hidden>
                <Input />
              </Form.Item>
              <Form.Item label={t('keyFile')} required={isNew} extra={t('keyHelp')}>
                <KeyUpload
                  stored={detail.data?.private_key}
                  onUploaded={(path) => form.setFieldValue('key_path', path)}
                />
              </Form.Item>
              <Form.Item name="public_key_id" label={t('publicKeyId')} required>
                <Input maxLength={80} aria-label={t('publicKeyId')} />
              </Form.Item>
              <Form.Item name="public_key" label={t('publicKey')} required>
                <Input.TextArea rows={5} aria-label={t('publicKey')} />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="app_id" label={t('alipayAppId')} required>
                <Input maxLength={16} aria-label={t('alipayAppId')} />
              </Form.Item>
              <Form.Item name="private_key" label={t('appPrivateKey')} required={isNew}>
                <Input.TextArea rows={5} placeholder={secret ?? ''} aria-label={t('appPrivateKey')} />
              </Form.Item>
              <Form.Item name="public_key" label={t('alipayPublicKey')} required>
                <Input.TextArea rows={5} aria-label={t('alipayPublicKey')} />
              </Form.Item>
            </>
          )}
          <Form.Item wrapperCol={{ offset: 5 }}>
            <Flex gap={12}>
              <Button type="primary" htmlType="submit" loading={add.isPending || edit.isPending}>
                {t('save')}
              </Button>
              <Button onClick={() => navigate('/function/payTenant')}>{t('back')}</Button>
            </Flex>
          </Form.Item>
        </Form>
      </Card>
    </Flex>
  );
};
