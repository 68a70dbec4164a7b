import { voteContract } from '@app/contract/vote';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import type { Standing, VoteHomeData } from './vote-view.js';

type Props = {
  ticket: string;
  gate: VoteHomeData['settings']['gate'];
  open: boolean;
  onCancel: () => void;
  onPassed: (standing: Standing) => void;
};

const GateForm = ({ ticket, gate, onPassed }: Omit<Props, 'open' | 'onCancel'>) => {
  const { t } = useTranslation('liveVote');
  const [answer, setAnswer] = useState<number | null>(null);
  const pass = useMutation({
    // The refusal is shown in the dialog itself, beside the question, rather than as a passing toast.
    mutationFn: (a: number) => callLive(voteContract.h5Gate, { ticket, answer: a }, { silent: true }),
    onSuccess: onPassed,
  });
  return (
    <Flex vertical gap={16}>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {gate.question}
      </Typography.Text>
      <Radio.Group value={answer} onChange={(e) => setAnswer(e.target.value as number)} aria-label={gate.question}>
        <Flex vertical gap={12}>
          {gate.options.map((option, i) => (
            <Radio key={option} value={i}>
              {option}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      {pass.error && <Alert type="error" showIcon title={pass.error.message} />}
      <Button
        type="primary"
        size="large"
        block
        disabled={answer === null}
        loading={pass.isPending}
        onClick={() => answer !== null && pass.mutate(answer)}
      >
        {t('gateSubmit')}
      </Button>
    </Flex>
  );
};

/** The question a voter answers right once before the first vote; a wrong answer may be tried again. */
export const GateModal = ({ open, onCancel, ...form }: Props) => {
  const { t } = useTranslation('liveVote');
  return (
    <Modal open={open} title={t('gateTitle')} footer={null} onCancel={onCancel} destroyOnHidden centered>
      <GateForm {...form} />
    </Modal>
  );
};
