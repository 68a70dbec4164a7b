import { DownloadOutlined } from '@ant-design/icons';
import { exportPollMs, type exportTypes } from '@app/contract';
import { exportContract } from '@app/contract/export';
import { Button } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError, callApi } from '../app/api-client.js';
import { downloadFile } from './download-file.js';

type Props = { activityId: number; type: (typeof exportTypes)[number]; children: ReactNode };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The spec's export flow in one button: start the export, poll its status every second until the file is
 * ready (the button spins meanwhile), then download it under the name the server gives. A refusal or a failed
 * export shows the server's msg, as every call does.
 */
export const ExportButton = ({ activityId, type, children }: Props) => {
  const [busy, setBusy] = useState(false);
  // Leaving the page stops the polling.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async () => {
    const input = { activity_id: activityId, type };
    setBusy(true);
    try {
      await callApi(exportContract.start, input);
      while (mounted.current && (await callApi(exportContract.status, input)) !== 1) await pause(exportPollMs);
      if (mounted.current) await downloadFile(exportContract.download, input, `${type}.xlsx`);
    } catch (err) {
      // The api client has already shown the msg.
      if (!(err instanceof ApiError)) throw err;
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {children}
    </Button>
  );
};
