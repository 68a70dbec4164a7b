import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneButton } from './phone-button.js';
import './phone-kit.css';

type Props = { title: string; onClose: () => void; children: ReactNode };

/**
 * A dialog over a phone screen; the cross, a tap beside it or Escape closes it. Shown while it is rendered: it takes
 * the focus when it opens and gives it back to what had it when it closes.
 */
export const PhoneDialog = ({ title, onClose, children }: Props) => {
  const { t } = useTranslation('live');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.focus();
    return () => before?.focus();
  }, []);
  useEffect(() => {
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the mask is the tap beside the dialog; Escape and the cross are the keyboard's ways out
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div className="ph-dialog-mask" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} className="ph-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="ph-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <PhoneButton kind="text" aria-label={t('close')} onClick={onClose}>
            ×
          </PhoneButton>
        </div>
        {children}
      </div>
    </div>
  );
};
