import { voteContract } from '@app/contract/vote';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { PhoneAlert } from '../kit/phone-alert.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneDialog } from '../kit/phone-dialog.js';
import type { Standing, VoteHomeData } from './vote-view.js';
import './vote-phone.css';

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
    <div className="ph-form">
      <fieldset className="vt-gate">
        <legend>{gate.question}</legend>
        {gate.options.map((option, i) => (
          <label key={option} className="ph-choice">
            <input type="radio" name="gate" checked={answer === i} onChange={() => setAnswer(i)} />
            {option}
          </label>
        ))}
      </fieldset>
      {pass.error && <PhoneAlert tone="error" text={pass.error.message} />}
      <PhoneButton
        kind="primary"
        block
        disabled={answer === null}
        busy={pass.isPending}
        onClick={() => answer !== null && pass.mutate(answer)}
      >
        {t('gateSubmit')}
      </PhoneButton>
    </div>
  );
};

/** The question a voter answers right once before the first vote; a wrong answer may be tried again. */
export const GateModal = ({ open, onCancel, ...form }: Props) => {
  const { t } = useTranslation('liveVote');
  if (!open) return null;
  return (
    <PhoneDialog title={t('gateTitle')} onClose={onCancel}>
      <GateForm {...form} />
    </PhoneDialog>
  );
};
