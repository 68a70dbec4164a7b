import { gradeRoundContract } from '@app/contract/grade';
import {
  type GradeRound,
  type GradeRoundSettings,
  gradeCommentModes,
  gradeRevealModes,
  gradeRoundSettingsSchema,
} from '@app/contract/grade-schemas';
import { Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddRound, useSaveRound } from './api.js';
import { GradeFormModal } from './grade-form-modal.js';

type Props = {
  activityId: number;
  editing: GradeRound | 'new';
  onSaved: (round: GradeRound) => void;
  onClose: () => void;
};

/** A new round starts with the contract's defaults. */
const blank: GradeRoundSettings = { ...gradeRoundSettingsSchema.omit({ name: true }).parse({}), name: '' };

const settingsOf = (round: GradeRound): GradeRoundSettings => ({
  name: round.name,
  reveal: round.reveal,
  comment: round.comment,
  judges_see_others: round.judges_see_others,
  audience_open: round.audience_open,
});

/** Adds a round or changes one's name and settings: how scores are revealed, comments, what judges and the audience do. */
export const RoundFormModal = ({ activityId, editing, onSaved, onClose }: Props) => {
  const { t } = useTranslation('grade');
  const add = useAddRound();
  const save = useSaveRound();
  const isNew = editing === 'new';
  const initialValues = isNew ? blank : settingsOf(editing);
  const fields = (
    <>
      <Form.Item name="name" label={t('round.name')} required>
        <Input maxLength={20} placeholder={t('round.namePlaceholder')} aria-label={t('round.name')} />
      </Form.Item>
      <Form.Item name="reveal" label={t('round.reveal')}>
        <Radio.Group options={gradeRevealModes.map((m) => ({ value: m, label: t(`reveal.${m}`) }))} />
      </Form.Item>
      <Form.Item name="comment" label={t('round.comment')}>
        <Radio.Group options={gradeCommentModes.map((m) => ({ value: m, label: t(`comment.${m}`) }))} />
      </Form.Item>
      <Form.Item name="judges_see_others" label={t('round.judgesSeeOthers')} valuePropName="checked">
        <Switch aria-label={t('round.judgesSeeOthers')} />
      </Form.Item>
      <Form.Item
        name="audience_open"
        label={t('round.audienceOpen')}
        valuePropName="checked"
        extra={t('round.audienceHelp')}
      >
        <Switch aria-label={t('round.audienceOpen')} />
      </Form.Item>
    </>
  );

  return isNew ? (
    <GradeFormModal
      title={t('round.addTitle')}
      initialValues={initialValues}
      inputOf={(values) => ({ activity_id: activityId, ...values })}
      schema={gradeRoundContract.addSetting.input}
      save={add}
      onSaved={onSaved}
      onClose={onClose}
    >
      {fields}
    </GradeFormModal>
  ) : (
    <GradeFormModal
      title={t('round.editTitle', { name: editing.name })}
      initialValues={initialValues}
      inputOf={(values) => ({ id: editing.id, ...values })}
      schema={gradeRoundContract.saveSetting.input}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
    >
      {fields}
    </GradeFormModal>
  );
};
