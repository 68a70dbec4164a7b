import type { SurveySettings } from '@app/contract';
import { Card, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IdentityChoice } from '../../components/identity-choice.js';
import { SignupFieldsInput } from '../../components/signup-fields-input.js';
import { SurveyFormSwitch } from '../../components/survey-form-switch.js';
import { Labeled } from './labeled.js';
import type { BuilderState } from './use-builder-state.js';

type Props = { activityId: number; responseCount: number; state: BuilderState };

/** Who may answer how often, what they register and who they are, scoring, quota and the thank-you page. */
export const SettingsPanel = ({ activityId, responseCount, state }: Props) => {
  const { t } = useTranslation('survey');
  const s = state.settings;
  const limit = s.submit_limit;
  const setLimit = (p: Partial<SurveySettings['submit_limit']>) => state.patch({ submit_limit: { ...limit, ...p } });
  const setThanks = (p: Partial<SurveySettings['thank_you']>) => state.patch({ thank_you: { ...s.thank_you, ...p } });
  // Typed lines stay as typed (blank ones too) until saved; the settings hold the clean list.
  const [unitText, setUnitText] = useState(s.units.join('\n'));

  return (
    <Card>
      <Form layout="horizontal" component="div" labelCol={{ flex: '140px' }} labelWrap style={{ maxWidth: 760 }}>
        <Form.Item
          label={t('settings.form')}
          extra={<Link to={`/activity/activitySettin?activity_id=${activityId}`}>{t('settings.timeAndPassword')}</Link>}
        >
          <SurveyFormSwitch
            activityId={activityId}
            form={s.form}
            locked={responseCount > 0}
            onChanged={state.formChanged}
          />
        </Form.Item>
        <Form.Item label={t('settings.submitLimit')} help={t('settings.countHelp')}>
          <Flex gap={8} wrap>
            <Select
              aria-label={t('settings.limitPer')}
              value={limit.per}
              style={{ width: 110 }}
              onChange={(per) => setLimit({ per })}
              options={(['participant', 'device'] as const).map((v) => ({ value: v, label: t(`settings.per.${v}`) }))}
            />
            <Select
              aria-label={t('settings.limitPeriod')}
              value={limit.period}
              style={{ width: 100 }}
              onChange={(period) => setLimit({ period })}
              options={(['total', 'day'] as const).map((v) => ({ value: v, label: t(`settings.period.${v}`) }))}
            />
            <InputNumber
              aria-label={t('settings.count')}
              min={0}
              max={1000}
              value={limit.count}
              suffix={t('settings.times')}
              onChange={(v) => setLimit({ count: v ?? 0 })}
            />
          </Flex>
        </Form.Item>
        <Form.Item label={t('settings.signupFields')}>
          <SignupFieldsInput value={s.signup_fields} onChange={(signup_fields) => state.patch({ signup_fields })} />
        </Form.Item>
        <Form.Item label={t('settings.identity')}>
          <IdentityChoice value={s.identity} onChange={(identity) => state.patch({ identity })} />
        </Form.Item>
        <Labeled label={t('settings.units')} help={t('settings.unitsHelp')}>
          {(id) => (
            <Input.TextArea
              id={id}
              autoSize={{ minRows: 2, maxRows: 8 }}
              value={unitText}
              onChange={(e) => {
                setUnitText(e.target.value);
                state.patch({
                  units: e.target.value
                    .split('\n')
                    .map((u) => u.trim())
                    .filter((u) => u !== ''),
                });
              }}
            />
          )}
        </Labeled>
        <Labeled label={t('settings.anonymous')} help={t('settings.anonymousHelp')}>
          {(id) => <Switch id={id} checked={s.anonymous} onChange={(anonymous) => state.patch({ anonymous })} />}
        </Labeled>
        <Labeled label={t('settings.scoring')} help={t('settings.scoringHelp')}>
          {(id) => <Switch id={id} checked={s.scoring} onChange={(scoring) => state.patch({ scoring })} />}
        </Labeled>
        {s.form === 'signup' && (
          <Labeled label={t('settings.quota')} help={t('settings.quotaHelp')}>
            {(id) => (
              <InputNumber
                id={id}
                min={0}
                max={1_000_000}
                value={s.quota}
                onChange={(v) => state.patch({ quota: v ?? 0 })}
              />
            )}
          </Labeled>
        )}
        <Labeled label={t('settings.thankYouTitle')}>
          {(id) => (
            <Input
              id={id}
              maxLength={50}
              value={s.thank_you.title}
              onChange={(e) => setThanks({ title: e.target.value })}
            />
          )}
        </Labeled>
        <Labeled label={t('settings.thankYouContent')}>
          {(id) => (
            <Input.TextArea
              id={id}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={2000}
              value={s.thank_you.content}
              onChange={(e) => setThanks({ content: e.target.value })}
            />
          )}
        </Labeled>
        {s.scoring && (
          <Labeled label={t('settings.showScore')}>
            {(id) => (
              <Switch id={id} checked={s.thank_you.show_score} onChange={(show_score) => setThanks({ show_score })} />
            )}
          </Labeled>
        )}
      </Form>
    </Card>
  );
};
