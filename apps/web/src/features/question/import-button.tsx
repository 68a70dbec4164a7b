import { envelopeCode } from '@app/contract';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useImportQuestions } from './api.js';

/**
 * Imports an .xlsx in the template's columns. The answer (how many were added, or the server's message naming the
 * bad row, in which case nothing was added) stays on screen in a 提示 dialog until it is read.
 */
export const ImportButton = ({ bankId }: { bankId: number }) => {
  const { t } = useTranslation('question');
  const input = useRef<HTMLInputElement>(null);
  const importXlsx = useImportQuestions();

  const send = (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      showNotice(t('importXlsxOnly'));
      return;
    }
    importXlsx.mutate(
      { bankId, file },
      {
        onSuccess: (data) => showNotice(t('imported', { count: data.added })),
        onError: (err) => {
          if (err instanceof ApiError && err.code === envelopeCode.error) showNotice(err.message);
        },
      },
    );
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx"
        aria-label={t('import')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) send(file);
        }}
      />
      <Button loading={importXlsx.isPending} onClick={() => input.current?.click()}>
        {t('import')}
      </Button>
    </>
  );
};
