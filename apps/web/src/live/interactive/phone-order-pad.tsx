import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderPicker } from '../kit/order-picker.js';
import { AnswerShapeIcon } from './answer-shape.js';
import { answerStyle } from './answer-style.js';
import type { PadProps } from './phone-answer-pad.js';

/** The options in their colours and shapes, tapped in order; sent once every one has its place. */
export const OrderPad = ({ step, disabled, onAnswer }: PadProps) => {
  const { t } = useTranslation('liveInteractive');
  const [order, setOrder] = useState<string[]>([]);
  const complete = order.length === step.options.length;
  return (
    <>
      <OrderPicker
        className="ip-order"
        optionClass="ip-tile"
        options={step.options}
        order={order}
        onChange={setOrder}
        disabled={disabled}
        colorOf={(i) => answerStyle(i).color}
        iconOf={(i) => <AnswerShapeIcon shape={answerStyle(i).shape} size="28px" />}
      />
      <button
        type="button"
        className="ip-button ip-button-light"
        style={{ maxWidth: 'none' }}
        disabled={disabled || !complete}
        onClick={() => onAnswer(order)}
      >
        {complete ? t('phone.submit') : t('phone.orderFirst')}
      </button>
    </>
  );
};
