import type { ReactNode } from 'react';
import './phone-kit.css';

type Tone = 'info' | 'success' | 'warning' | 'error' | 'wechat';
const marks: Record<Tone, string> = { info: 'i', success: '✓', warning: '!', error: '×', wechat: '✓' };

type Props = { tone: Tone; title: string; sub?: string; children?: ReactNode };

/** How something stands, inside a phone screen: a coloured mark, a title, a line under it and what to do next. */
export const PhoneResult = ({ tone, title, sub, children }: Props) => (
  <div className={`ph-result ph-result-${tone}`}>
    <span className="ph-result-icon" aria-hidden="true">
      {marks[tone]}
    </span>
    <h2>{title}</h2>
    {sub && <p>{sub}</p>}
    {children}
  </div>
);

/** While a part of a phone screen loads. */
export const PhoneSpinner = ({ label }: { label: string }) => (
  <span className="ph-spinner" role="progressbar" aria-label={label} />
);
