import { Typography } from 'antd';
import { signedAmount } from './money.js';

/** A ledger amount: green with + when money came in, red with - when it went out. */
export const LedgerAmount = ({ value }: { value: number }) => (
  <Typography.Text strong style={{ color: value >= 0 ? '#389e0d' : '#cf1322' }}>
    {signedAmount(value)}
  </Typography.Text>
);
