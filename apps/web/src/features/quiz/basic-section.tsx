import { ColorPicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { IdentityChoice } from '../../components/identity-choice.js';
import { ImageField } from '../../components/image-field.js';
import { SignupFieldsInput } from '../../components/signup-fields-input.js';

/** 基本规则: what participants read, what they sign up with, who they are, and how the pages look. */
export const BasicSection = () => {
  const { t } = useTranslation('quiz');
  return (
    <>
      <Form.Item name="rules" label={t('rules')}>
        <Input.TextArea rows={6} maxLength={5000} showCount placeholder={t('rulesPlaceholder')} />
      </Form.Item>
      <Form.Item name="signup_fields" label={t('signupFields')}>
        <SignupFieldsInput />
      </Form.Item>
      <Form.Item name="identity" label={t('identity')}>
        <IdentityChoice />
      </Form.Item>
      <Form.Item name="units" label={t('units')} extra={t('unitsHelp')}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item
        name={['theme', 'color']}
        label={t('themeColor')}
        getValueFromEvent={(_colour: unknown, hex: string) => hex}
      >
        <ColorPicker format="hex" disabledAlpha showText />
      </Form.Item>
      <Form.Item name={['theme', 'banner']} label={t('banner')}>
        <ImageField label={t('banner')} />
      </Form.Item>
      <Form.Item name={['theme', 'background']} label={t('background')}>
        <ImageField label={t('background')} />
      </Form.Item>
    </>
  );
};
