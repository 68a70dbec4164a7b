import { type ActivityKind, type ActivitySummary, isOpenKind } from '@app/contract';
import { Button, message, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { dataLinkOf, hasConsole, setupPaths } from '../../components/activity-kinds.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useCopyActivity, useDeleteActivity } from './api.js';
import { RefundButton } from './refund-button.js';

// Buttons that look like the row's links beside them.
const linkButton = { type: 'link', size: 'small', style: { padding: 0 } } as const;

type Props = { activity: ActivitySummary; canDelete: boolean; onLink: (activity: ActivitySummary) => void };

/**
 * One row's actions: its pages (设置, 配置 where the kind has a set-up page, 数据), 复制, 删除 and 链接. A kind
 * that does not run yet cannot be copied; once paid for, its fees can be given back (退款).
 */
export const RowActions = ({ activity, canDelete, onLink }: Props) => {
  const { t } = useTranslation('activity');
  const copy = useCopyActivity();
  const remove = useDeleteActivity();
  const id = { activity_id: activity.id };
  const toast = (text: string) => () => void message.success(text, toastSeconds);
  const open = isOpenKind(activity.kind);
  const setup = setupPaths[activity.kind as ActivityKind];

  return (
    <Space size="middle" wrap>
      <Link to={`/activity/activitySettin?activity_id=${activity.id}`}>{t('actSettings')}</Link>
      {setup ? <Link to={`${setup}?activity_id=${activity.id}`}>{t('actDeploy')}</Link> : null}
      {hasConsole(activity.kind) ? (
        <Link to={`/activity/console?activity_id=${activity.id}`}>{t('actConsole')}</Link>
      ) : null}
      <Link to={dataLinkOf(activity.kind, activity.id)}>{t('actData')}</Link>
      {open ? (
        <Button
          {...linkButton}
          loading={copy.isPending}
          onClick={() => copy.mutate(id, { onSuccess: toast(t('copied')) })}
        >
          {t('actCopy')}
        </Button>
      ) : null}
      {!open && activity.status !== 'draft' ? <RefundButton activity={activity} button={linkButton} /> : null}
      <Button {...linkButton} onClick={() => onLink(activity)}>
        {t('actLink')}
      </Button>
      {canDelete ? (
        <Button
          {...linkButton}
          danger
          loading={remove.isPending}
          onClick={() => confirmNotice(t('confirmDelete'), () => remove.mutate(id, { onSuccess: toast(t('deleted')) }))}
        >
          {t('actDelete')}
        </Button>
      ) : null}
    </Space>
  );
};
