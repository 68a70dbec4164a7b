import { type LotteryPerson, type LotteryPersonInput, lotteryLimits } from '@app/contract';
import { lotteryContract } from '@app/contract/lottery';
import { AutoComplete, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../components/image-field.js';
import { useLotterySettings, usePeopleGroups, useSavePerson } from './api.js';
import { LotteryFormModal } from './lottery-form-modal.js';

type Values = Required<LotteryPersonInput>;
type Props = { activityId: number; editing: LotteryPerson | 'new'; onClose: () => void };

const blank: Values = { name: '', phone: '', department: '', employee_no: '', group: '', photo_url: '', fields: {} };

const valuesOf = (p: LotteryPerson): Values => ({
  name: p.name,
  phone: p.phone,
  department: p.department,
  employee_no: p.employee_no,
  group: p.group,
  photo_url: p.photo_url,
  fields: p.fields,
});

/** Adds a person to the list or edits one: name, phone, department, staff number, group, photo and custom fields. */
export const PersonFormModal = ({ activityId, editing, onClose }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'people' });
  const save = useSavePerson();
  const groups = usePeopleGroups(activityId);
  const customFields = (useLotterySettings(activityId).data?.settings.fields ?? []).filter((f) => f.kind === 'text');
  const isNew = editing === 'new';
  const initialValues = isNew ? blank : valuesOf(editing);

  return (
    <LotteryFormModal
      section="people"
      isNew={isNew}
      initialValues={initialValues}
      inputOf={(values) => ({
        activity_id: activityId,
        ...(isNew ? {} : { id: editing.id }),
        ...initialValues,
        ...values,
        fields: { ...initialValues.fields, ...values.fields },
      })}
      schema={lotteryContract.personSave.input}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} required>
        <Input maxLength={lotteryLimits.nameMax} aria-label={t('name')} />
      </Form.Item>
      <Form.Item name="phone" label={t('phone')}>
        <Input maxLength={11} aria-label={t('phone')} />
      </Form.Item>
      <Form.Item name="department" label={t('department')}>
        <Input maxLength={lotteryLimits.departmentMax} aria-label={t('department')} />
      </Form.Item>
      <Form.Item name="employee_no" label={t('employeeNo')}>
        <Input maxLength={lotteryLimits.employeeNoMax} aria-label={t('employeeNo')} />
      </Form.Item>
      <Form.Item name="group" label={t('group')}>
        <AutoComplete
          aria-label={t('group')}
          maxLength={lotteryLimits.groupMax}
          options={groups.map((g) => ({ value: g }))}
        />
      </Form.Item>
      <Form.Item name="photo_url" label={t('photo')}>
        <ImageField label={t('photo')} />
      </Form.Item>
      {customFields.map((field) => (
        <Form.Item key={field.key} name={['fields', field.key]} label={field.label}>
          <Input maxLength={lotteryLimits.fieldValueMax} aria-label={field.label} />
        </Form.Item>
      ))}
    </LotteryFormModal>
  );
};
