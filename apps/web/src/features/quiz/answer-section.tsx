import { revealModes } from '@app/contract';
import { Form, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBarrierTypes, useCheckPointTypes } from './api.js';
import { LevelsEditor } from './levels-editor.js';

/** 答题规则: timing, attempt limits, passing, checkpoint levels, answers shown, ranking and anti-cheat. */
export const AnswerSection = () => {
  const { t } = useTranslation('quiz');
  const form = Form.useFormInstance();
  const timeMode = Form.useWatch('time_mode', form);
  const barrier = Form.useWatch('barrier', form);
  const timeModes = useCheckPointTypes().data ?? [];
  const barrierTypes = useBarrierTypes().data ?? [];
  const described = barrierTypes.find((b) => b.value === barrier)?.description;
  return (
    <>
      <Form.Item name="time_mode" label={t('timeMode')}>
        <Radio.Group options={timeModes.map((m) => ({ value: m.value, label: m.name }))} />
      </Form.Item>
      {timeMode && timeMode !== 'none' ? (
        <Form.Item name="time_limit" label={t('timeLimit')}>
          <InputNumber min={0} max={86_400} precision={0} />
        </Form.Item>
      ) : null}
      <Form.Item name="day_max" label={t('dayMax')} extra={t('limitHelp')}>
        <InputNumber min={0} max={1000} precision={0} />
      </Form.Item>
      <Form.Item name="total_max" label={t('totalMax')} extra={t('limitHelp')}>
        <InputNumber min={0} max={10_000} precision={0} />
      </Form.Item>
      <Form.Item name="barrier" label={t('quizMode')} extra={described}>
        <Radio.Group options={barrierTypes.map((b) => ({ value: b.value, label: b.name }))} />
      </Form.Item>
      {barrier ? (
        <Form.Item label={t('levels')}>
          <LevelsEditor />
        </Form.Item>
      ) : (
        <Form.Item name="pass_score" label={t('passScore')}>
          <InputNumber min={0} max={10_000} />
        </Form.Item>
      )}
      <Form.Item name="reveal" label={t('reveal')}>
        <Select
          aria-label={t('reveal')}
          style={{ width: 200 }}
          options={revealModes.map((m) => ({ value: m, label: t(`revealMode.${m}`) }))}
        />
      </Form.Item>
      <Form.Item name="show_ranking" label={t('showRanking')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="no_copy" label={t('noCopy')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="leave_limit" label={t('leaveLimit')} extra={t('leaveLimitHelp')}>
        <InputNumber min={0} max={100} precision={0} />
      </Form.Item>
    </>
  );
};
