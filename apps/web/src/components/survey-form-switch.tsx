import { type SurveyForm, surveyForms } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { surveyContract } from '@app/contract/survey';
import { voteContract } from '@app/contract/vote';
import { Radio, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../app/api-client.js';
import { useEndpointChange } from '../app/api-hooks.js';

type Props = {
  activityId: number;
  form: SurveyForm;
  /** Known up front (responses or votes exist): the server would refuse a change. */
  locked?: boolean;
  /** Told after the server switched, before moving to the form's setup page. */
  onChanged?: (form: SurveyForm) => void;
};

const setupPage = (form: SurveyForm) => (form === 'vote' ? '/activity/vote' : '/activity/survey');

/**
 * Which form a kind-4 activity runs as: questionnaire, vote or sign-up form. The server refuses a change once
 * responses or votes exist; its error toasts as usual and the control then stays disabled, saying why.
 */
export const SurveyFormSwitch = ({ activityId, form, locked = false, onChanged }: Props) => {
  const { t } = useTranslation('survey');
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  // The server's answer shows at once; the page's own data catches up when it refetches.
  const [chosen, setChosen] = useState<SurveyForm | null>(null);
  const shown = chosen ?? form;
  const change = useEndpointChange(surveyContract.setForm, [
    surveyContract.detail,
    activityContract.info,
    voteContract.detail,
  ]);
  const disabled = locked || refused;

  // Awaited rather than per-call callbacks: the refetch this change causes can unmount the switch (the page swaps
  // the builder for the vote notice), and a mutation drops the callbacks of an unmounted caller.
  const choose = async (next: SurveyForm) => {
    if (next === shown) return;
    try {
      const data = await change.mutateAsync({ activity_id: activityId, form: next });
      setChosen(data.settings.form);
      onChanged?.(data.settings.form);
      navigate(`${setupPage(data.settings.form)}?activity_id=${activityId}`);
    } catch (err) {
      if (err instanceof ApiError && err.errorName === 'SURVEY_FORM_LOCKED') setRefused(true);
    }
  };

  const group = (
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      aria-label={t('formSwitch.label')}
      value={shown}
      disabled={disabled || change.isPending}
      onChange={(e) => void choose(e.target.value as SurveyForm)}
      options={surveyForms.map((f) => ({ value: f, label: t(`formSwitch.forms.${f}`) }))}
    />
  );
  return disabled ? (
    <Tooltip title={t('formSwitch.locked')}>
      <span>{group}</span>
    </Tooltip>
  ) : (
    group
  );
};
