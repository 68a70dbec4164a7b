import { gradeContract } from '@app/contract/grade';
import type { GradeJudge, GradeJudgeGroup, GradeRound } from '@app/contract/grade-schemas';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveJudge } from './api.js';
import { GradeFormModal } from './grade-form-modal.js';
import { gradeZh } from './messages-zh.js';

type Props = { round: GradeRound; groups: GradeJudgeGroup[]; editing: GradeJudge | 'new'; onClose: () => void };

/** A round with groups puts every judge in one (the server's GRADE_JUDGE_GROUP_REQUIRED, asked before sending). */
const inGroupSchema = gradeContract.saveJudge.input.refine((input) => input.group_id !== null, {
  error: gradeZh.check.judgeGroupRequired,
});

/**
 * Adds a judge to the round (the server gives them a link of their own) or edits one's name, title and group; once
 * the round is scored a judge stays in their group.
 */
export const JudgeFormModal = ({ round, groups, editing, onClose }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'judges' });
  const save = useSaveJudge();
  const isNew = editing === 'new';
  const grouped = groups.length > 0;
  const groupLocked = !isNew && round.score_count > 0;
  const initial = isNew
    ? { name: '', title: '', group_id: null }
    : { name: editing.name, title: editing.title, group_id: editing.group_id };
  return (
    <GradeFormModal
      title={isNew ? t('addTitle') : t('editTitle')}
      initialValues={initial}
      inputOf={(values) => ({ round_id: round.id, ...(isNew ? {} : { id: editing.id }), ...values })}
      schema={grouped ? inGroupSchema : gradeContract.saveJudge.input}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} required>
        <Input maxLength={20} aria-label={t('name')} />
      </Form.Item>
      <Form.Item name="title" label={t('titleLabel')}>
        <Input maxLength={20} placeholder={t('titlePlaceholder')} aria-label={t('titleLabel')} />
      </Form.Item>
      {grouped ? (
        <Form.Item name="group_id" label={t('group')} required extra={groupLocked ? t('groupLocked') : undefined}>
          <Select
            aria-label={t('group')}
            placeholder={t('groupPlaceholder')}
            disabled={groupLocked}
            options={groups.map((g) => ({ value: g.id, label: g.name }))}
          />
        </Form.Item>
      ) : null}
    </GradeFormModal>
  );
};
