import { lazy, Suspense } from 'react';
import type { FeeStatus } from './fee-status.js';

// The panel and its texts load only where the activity asks a fee that is not paid yet.
const FeePanel = lazy(() => import('./fee-panel.js').then((m) => ({ default: m.FeePanel })));

/** The fee panel of a page that found the participant's fee due (feeDue), loaded then. */
export const FeeDue = ({ ticket, status }: { ticket: string; status: FeeStatus }) => (
  <Suspense fallback={null}>
    <FeePanel ticket={ticket} status={status} />
  </Suspense>
);
