import { isOpenKind } from '@app/contract';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { kindLabelKey } from '../../components/activity-kinds.js';
import { CreateActivityForm } from './create-activity-form.js';
import { KindPicker } from './kind-picker.js';
import { TrialNote } from './trial-note.js';

const positive = (value: string | null, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= max ? n : 0;
};

/** /activity/addActivity?type=&tpl_id=: pick a kind, then name the new activity (from a template or blank). */
export const AddActivityPage = () => {
  const { t } = useTranslation('activity');
  const [params, setParams] = useSearchParams();
  const kind = positive(params.get('type'), 6);
  const tplId = positive(params.get('tpl_id'));

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('addTitle')}
        </Typography.Title>
        {kind ? <Button onClick={() => setParams({})}>{t('otherKind')}</Button> : null}
      </Flex>
      <TrialNote />
      {kind && !isOpenKind(kind) ? (
        <Alert type="info" showIcon title={t('common:kindComing.create', { kind: t(kindLabelKey(kind)) })} />
      ) : kind ? (
        <CreateActivityForm key={`${kind}-${tplId}`} kind={kind} tplId={tplId} />
      ) : (
        <KindPicker onPick={(k) => setParams({ type: String(k) })} />
      )}
    </Flex>
  );
};
