import { envelopeCode } from '@app/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useXlsxPicker } from '../../components/xlsx-picker.js';
import { useImportQuestions } from './api.js';

/**
 * Imports an .xlsx in the template's columns. The answer (how many were added, or the server's message naming the
 * bad row, in which case nothing was added) stays on screen in a 提示 dialog until it is read.
 */
export const ImportButton = ({ bankId }: { bankId: number }) => {
  const { t } = useTranslation('question');
  const importXlsx = useImportQuestions();
  const { picker, open } = useXlsxPicker({
    label: t('import'),
    notXlsx: t('importXlsxOnly'),
    onFile: (file) =>
      importXlsx.mutate(
        { bankId, file },
        {
          onSuccess: (data) => showNotice(t('imported', { count: data.added })),
          onError: (err) => {
            if (err instanceof ApiError && err.code === envelopeCode.error) showNotice(err.message);
          },
        },
      ),
  });

  return (
    <>
      {picker}
      <Button loading={importXlsx.isPending} onClick={open}>
        {t('import')}
      </Button>
    </>
  );
};
