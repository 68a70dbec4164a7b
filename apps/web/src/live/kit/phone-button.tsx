import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './phone-kit.css';

type Props = {
  kind?: 'primary' | 'default' | 'text';
  block?: boolean;
  /** The press is being answered: the button shows it and takes no second press. */
  busy?: boolean;
  /** A look of the caller's own on top of the kind's. */
  className?: string;
  children?: ReactNode;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'disabled' | 'aria-label'>;

/** A thumb-sized button of a phone page, filled with the activity's colour when it is the screen's main action. */
export const PhoneButton = ({
  kind = 'default',
  block = false,
  busy = false,
  type = 'button',
  className,
  ...button
}: Props) => {
  const classes = ['ph-button', `ph-button-${kind}`, block && 'ph-button-block', busy && 'ph-button-busy', className];
  return (
    <button
      {...button}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={button.disabled || busy}
      aria-busy={busy || undefined}
    />
  );
};
