import { useState, type InputHTMLAttributes } from 'react';
import './password-input.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> & {
  onChange: (value: string) => void;
  showLabel: string;
  hideLabel: string;
};

/** A password field with a show/hide toggle that screen readers can name. */
export function PasswordInput({ onChange, showLabel, hideLabel, ...rest }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input {...rest} type={shown ? 'text' : 'password'} onChange={(e) => onChange(e.target.value)} maxLength={64} />
      <button
        type="button"
        aria-label={shown ? hideLabel : showLabel}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d={
              shown
                ? 'M12 6.5c3.8 0 7.2 2.1 8.8 5.5a9.8 9.8 0 0 1-17.6 0A9.8 9.8 0 0 1 12 6.5zm0 2.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM2 3.3 3.3 2 22 20.7 20.7 22z'
                : 'M12 4.5C7 4.5 2.7 7.6 1 12c1.7 4.4 6 7.5 11 7.5s9.3-3.1 11-7.5c-1.7-4.4-6-7.5-11-7.5zM12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6z'
            }
          />
        </svg>
      </button>
    </div>
  );
}
