import { type PanelMode, panelMode } from '@app/contract';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { mode: PanelMode; checked: 0 | 1; onToggle: (next: 0 | 1) => void; onOpen: () => void };

const tick = {
  width: 16,
  height: 16,
  borderRadius: '50%',
  fontSize: 11,
  lineHeight: '14px',
  textAlign: 'center',
} as const;

/** Login ticks a checkbox; register shows the spec's checked/unchecked icon; recover only links the text. */
export const AgreementLine = ({ mode, checked, onToggle, onOpen }: Props) => {
  const { t } = useTranslation('auth');
  const link = (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={onOpen}>
      {t('agreementName')}
    </Button>
  );
  if (mode === panelMode.recover) return <div>{link}</div>;
  if (mode === panelMode.login) {
    return (
      <div>
        <Checkbox checked={checked === 1} onChange={(e) => onToggle(e.target.checked ? 1 : 0)}>
          {t('agreementPrefix')}
        </Checkbox>
        {link}
      </div>
    );
  }
  const on = checked === 1;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' }}>
        <input
          type="checkbox"
          checked={on}
          aria-label={t('agreementToggle')}
          onChange={(e) => onToggle(e.target.checked ? 1 : 0)}
          style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
        />
        <span
          aria-hidden
          style={{
            ...tick,
            border: `1px solid ${on ? '#0069FD' : '#bbb'}`,
            background: on ? '#0069FD' : '#fff',
            color: '#fff',
          }}
        >
          {on ? '✓' : ''}
        </span>
        <span>{t('agreementPrefix')}</span>
      </label>
      {link}
    </div>
  );
};
