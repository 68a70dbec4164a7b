import type { InputHTMLAttributes } from 'react';
import './phone-kit.css';

type Props = {
  id: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  /** A choice among these instead of typing (a phone shows its own picker). */
  options?: readonly { value: string; label: string }[];
  /** Several lines of text (an introduction). */
  multiline?: boolean;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'maxLength' | 'autoComplete' | 'placeholder'>;

/** One labelled input of a phone form, its problem shown right under it. */
export const PhoneField = ({
  id,
  label,
  value,
  error,
  required = false,
  options,
  multiline = false,
  onChange,
  ...input
}: Props) => {
  const shared = {
    id,
    className: 'ph-input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="ph-field">
      {/* The star is drawn by CSS, so the label reads as the field's name alone. */}
      <label htmlFor={id} className={required ? 'ph-label-required' : undefined}>
        {label}
      </label>
      {options ? (
        <select {...shared} onChange={(e) => onChange(e.target.value)}>
          <option value="">{input.placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...shared} rows={5} maxLength={input.maxLength} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} onChange={(e) => onChange(e.target.value)} {...input} />
      )}
      {error && (
        <p id={`${id}-error`} className="ph-error">
          {error}
        </p>
      )}
    </div>
  );
};
