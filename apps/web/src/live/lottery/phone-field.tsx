import type { InputHTMLAttributes } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'maxLength' | 'autoComplete' | 'placeholder'>;

/** One labelled input of a phone form, its problem shown right under it. */
export const PhoneField = ({ id, label, value, error, required = false, onChange, ...input }: Props) => (
  <div className="lp-field">
    {/* The star is drawn by CSS, so the label reads as the field's name alone. */}
    <label htmlFor={id} className={required ? 'lp-label-required' : undefined}>
      {label}
    </label>
    <input
      id={id}
      className="lp-input"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
      {...input}
    />
    {error && (
      <p id={`${id}-error`} className="lp-error">
        {error}
      </p>
    )}
  </div>
);
