import './phone-kit.css';

/** A line that stays on a phone screen: why the way in is closed, or why a form was refused. */
export const PhoneAlert = ({ tone, text }: { tone: 'warning' | 'error'; text: string }) => (
  <p className={`ph-alert ph-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    {text}
  </p>
);
