import { useEffect, useId, useState } from 'react';
import { currencyDigits, formatJackpotAmount, parseJackpotAmount } from '~/shared/siteDesign/jackpotAmount';
import type { T } from './boot';

interface Props {
  label: string;
  /** Hundredths as the document stores them ('' for none). */
  value: unknown;
  onChange: (value: string) => void;
  readOnly?: boolean | undefined;
  /** The console's number language (Intl tag): how the operator writes and reads figures. */
  lang: string;
  /** The market's currency (ISO 4217): yen, won, dong and rupiah take no decimals. */
  currency: string;
  t: T;
}

/**
 * The jackpot's figure in the market's main unit, written the operator's way and in their digits
 * ("1,000,000", "1 000 000,50", "১০,০০,০০০ টাকা") and stored in hundredths. What does not read as an amount stays in the box with an error that
 * names the field; the document keeps its last good figure meanwhile.
 */
export function AmountField({ label, value, onChange, readOnly, lang, currency, t }: Props) {
  const id = useId();
  const stored = typeof value === 'string' ? value : '';
  const [text, setText] = useState(() => formatJackpotAmount(stored, lang));
  const [error, setError] = useState<string | null>(null);
  // Undo, another tab, a rollback: a figure from outside replaces what the box shows.
  useEffect(() => {
    setText((shown) => {
      const read = parseJackpotAmount(shown, lang, currency);
      return read.ok && read.minor === stored ? shown : formatJackpotAmount(stored, lang);
    });
  }, [stored, lang, currency]);
  const example = formatJackpotAmount('100000000', lang);
  const typed = (next: string) => {
    setText(next);
    const read = parseJackpotAmount(next, lang, currency);
    if (!read.ok) return setError(t(read.error, { field: label, example, currency: currencyName(currency, lang) }));
    setError(null);
    if (read.minor !== stored) onChange(read.minor);
  };
  return (
    <div className="design-amount">
      <label htmlFor={id} className="design-image-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={currencyDigits(currency) === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={text}
        readOnly={readOnly}
        placeholder={t('design.placeholder.amountMajor', { example })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => typed(e.target.value)}
        onBlur={() => {
          const read = parseJackpotAmount(text, lang, currency);
          if (read.ok) setText(formatJackpotAmount(read.minor, lang));
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="design-error design-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Japanese yen", "日本円": the currency as the console's language names it (its code if Intl cannot). */
function currencyName(currency: string, lang: string): string {
  try {
    return new Intl.DisplayNames(lang, { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}
