import { useTranslation } from 'react-i18next';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneDialog } from '../kit/phone-dialog.js';
import './grade-messages.js';

type Props = {
  title: string;
  lines: readonly string[];
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A last question before what cannot be taken back (a judge's submitted score). */
export const ConfirmDialog = ({ title, lines, confirmLabel, onConfirm, onCancel }: Props) => {
  const { t } = useTranslation('liveGrade');
  return (
    <PhoneDialog title={title} onClose={onCancel}>
      {lines.map((line) => (
        <p key={line} className="ph-text">
          {line}
        </p>
      ))}
      <div className="ph-row gd-dialog-actions">
        <PhoneButton onClick={onCancel}>{t('cancel')}</PhoneButton>
        <PhoneButton kind="primary" onClick={onConfirm}>
          {confirmLabel}
        </PhoneButton>
      </div>
    </PhoneDialog>
  );
};
