import { prizeContract } from '@app/contract/prize';
import { Button, Card, Flex, Input, InputNumber, message, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import {
  downloadAnswerCodes,
  useAnswerCodeConfig,
  useGenerateAnswerCodes,
  useSetAnswerCodeConfig,
} from './answer-code-api.js';
import { AnswerCodeTable } from './answer-code-table.js';
import { passes } from './prize-check.js';

/** 答题码: whether joining takes a code, making codes in batches, the list of them, and the unused ones as .xlsx. */
export const AnswerCodeCard = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('prize', { keyPrefix: 'answerCode' });
  const config = useAnswerCodeConfig(activityId);
  const setConfig = useSetAnswerCodeConfig();
  const generate = useGenerateAnswerCodes();
  const [count, setCount] = useState<number | null>(100);
  const [batch, setBatch] = useState('');
  const [downloading, setDownloading] = useState(false);

  const make = () => {
    const input = { activity_id: activityId, count: count ?? '', batch };
    if (!passes(prizeContract.answerCodeGenerate.input, input)) return;
    generate.mutate(
      { activity_id: activityId, count: count ?? 0, batch },
      { onSuccess: (data) => void message.success(t('generated', { count: data.created }), toastSeconds) },
    );
  };
  const download = async () => {
    setDownloading(true);
    await downloadAnswerCodes(activityId);
    setDownloading(false);
  };

  return (
    <Card title={t('title')}>
      <Flex vertical gap={16}>
        <Space>
          <Switch
            aria-label={t('required')}
            checked={config.data?.required ?? false}
            loading={config.isPending || setConfig.isPending}
            onChange={(required) => setConfig.mutate({ activity_id: activityId, required })}
          />
          <span>{t('required')}</span>
          {config.data ? <Typography.Text type="secondary">{t('counts', config.data)}</Typography.Text> : null}
        </Space>
        <Flex gap={8} wrap align="center">
          <InputNumber
            aria-label={t('count')}
            addonBefore={t('count')}
            precision={0}
            value={count}
            onChange={setCount}
          />
          <Input
            aria-label={t('batch')}
            addonBefore={t('batch')}
            placeholder={t('batchPlaceholder')}
            maxLength={30}
            value={batch}
            onChange={(e) => setBatch(e.target.value)}
            style={{ width: 280 }}
          />
          <Button type="primary" loading={generate.isPending} onClick={make}>
            {t('generate')}
          </Button>
          <Button loading={downloading} onClick={() => void download()}>
            {t('download')}
          </Button>
        </Flex>
        <AnswerCodeTable activityId={activityId} />
      </Flex>
    </Card>
  );
};
