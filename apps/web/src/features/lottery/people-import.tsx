import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useXlsxPicker } from '../../components/xlsx-picker.js';
import { downloadPeopleTemplate, useImportPeople } from './api.js';
import { type ImportProblemList, importProblems } from './import-problems.js';

type Props = { activityId: number; onProblems: (problems: ImportProblemList | null) => void };

/**
 * Imports an .xlsx in the template's columns, and downloads the template. A refused file names its bad rows
 * (nothing is imported then); they stay on the page until the next import, so the sheet can be fixed row by row.
 */
export const PeopleImport = ({ activityId, onProblems }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'people' });
  const importXlsx = useImportPeople();
  const { picker, open } = useXlsxPicker({
    label: t('import'),
    notXlsx: t('importXlsxOnly'),
    onFile: (file) => {
      onProblems(null);
      importXlsx.mutate(
        { activityId, file },
        {
          onSuccess: (data) => showNotice(t('imported', data)),
          onError: (err) => {
            if (!(err instanceof ApiError)) return;
            if (err.errorName === 'LOTTERY_IMPORT_INVALID') onProblems(importProblems(err.message));
            else showNotice(err.message);
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
          {t('import')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadPeopleTemplate()}>
          {t('template')}
        </Button>
      </Space>
    </>
  );
};

/** What the last refused import said: of the whole file in its title, then each bad row. */
export const ImportProblems = ({ problems, onClose }: { problems: ImportProblemList | null; onClose: () => void }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'people' });
  if (!problems) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      title={[t('importFailed'), ...problems.summary].join('：')}
      description={
        problems.rows.length ? (
          <Flex vertical gap={2} component="ul" style={{ margin: 0, paddingInlineStart: 16 }}>
            {problems.rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </Flex>
        ) : undefined
      }
    />
  );
};
