import { orderText } from '@app/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './order-picker.css';

type OrderOption = { key: string; text: string };

type Props = {
  options: readonly OrderOption[];
  /** The option keys placed so far, first place first. */
  order: readonly string[];
  /** Absent when the order is only shown: once it was answered. */
  onChange?: (order: string[]) => void;
  disabled?: boolean;
  /** The surface's own look of an option's button, and each option's colour and icon where the surface has them. */
  optionClass: string;
  colorOf?: (index: number) => string;
  iconOf?: (index: number) => ReactNode;
  className?: string;
};

/**
 * Tap to order, which works better than dragging on a phone held in a crowded hall: a tapped option takes the next
 * place, a tapped placed one is taken out (the ones after it move up). The options stay where they are written, so a
 * participant's thumb never chases them.
 */
export const OrderPicker = ({ options, order, onChange, disabled, optionClass, colorOf, iconOf, className }: Props) => {
  const { t } = useTranslation('live');
  const readOnly = !onChange;
  const tap = (key: string) => onChange?.(order.includes(key) ? order.filter((k) => k !== key) : [...order, key]);
  return (
    <div className={['op-picker', readOnly && 'op-done', className].filter(Boolean).join(' ')}>
      {!readOnly && <p className="op-hint">{t('orderHint')}</p>}
      <div className="op-options">
        {options.map((o, i) => {
          const place = order.indexOf(o.key) + 1;
          const name = `${o.key}. ${o.text}`;
          return (
            <button
              key={o.key}
              type="button"
              className={`op-option ${optionClass}`}
              style={colorOf ? { background: colorOf(i) } : undefined}
              aria-pressed={place > 0}
              aria-label={place > 0 ? t('orderPlaced', { option: name, n: place }) : name}
              // Shown after answering, the order stays lit (a disabled button would grey it out) but takes no tap.
              aria-disabled={readOnly || undefined}
              disabled={disabled}
              onClick={() => tap(o.key)}
            >
              <span className="op-place" aria-hidden="true">
                {place || ''}
              </span>
              {iconOf?.(i)}
              <span>{name}</span>
            </button>
          );
        })}
      </div>
      <div className="op-foot">
        <output className="op-sequence">{order.length > 0 && t('orderSequence', { text: orderText(order) })}</output>
        {!readOnly && (
          <button
            type="button"
            className="op-reset"
            disabled={disabled || order.length === 0}
            onClick={() => onChange?.([])}
          >
            {t('orderReset')}
          </button>
        )}
      </div>
    </div>
  );
};
