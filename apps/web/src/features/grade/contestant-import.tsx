import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { GradeRound } from '@app/contract/grade-schemas';
import { Button, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useXlsxPicker } from '../../components/xlsx-picker.js';
import { downloadContestantTemplate, useImportContestants } from './api.js';

type Props = { activityId: number; round: GradeRound | undefined; onProblem: (message: string | null) => void };

/**
 * Imports contestants from an .xlsx in the template's columns (every row or none), into the picked round if ticked.
 * A refused sheet's message names its rows; it stays on the page as the server said it, so the sheet can be fixed.
 */
export const ContestantImport = ({ activityId, round, onProblem }: Props) => {
  const { t } = useTranslation('grade', { keyPrefix: 'import' });
  const [intoRound, setIntoRound] = useState(true);
  const importXlsx = useImportContestants();
  const { picker, open } = useXlsxPicker({
    label: t('button'),
    notXlsx: t('xlsxOnly'),
    onFile: (file) => {
      onProblem(null);
      importXlsx.mutate(
        { activityId, roundId: round && intoRound ? round.id : '', file },
        {
          onSuccess: (data) => showNotice(t('imported', data)),
          onError: (err) => {
            if (err instanceof ApiError && err.code !== 0) onProblem(err.message);
          },
        },
      );
    },
  });

  return (
    <>
      {picker}
      <Space wrap>
        <Button icon={<UploadOutlined />} loading={importXlsx.isPending} onClick={open}>
          {t('button')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadContestantTemplate(activityId)}>
          {t('template')}
        </Button>
        {round ? (
          <Checkbox checked={intoRound} onChange={(e) => setIntoRound(e.target.checked)}>
            {t('intoRound', { round: round.name })}
          </Checkbox>
        ) : null}
      </Space>
    </>
  );
};
