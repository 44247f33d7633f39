import { useEffect, useState } from 'react';
import { copyText } from './clipboard';

const CONFIRM_MS = 2500;

interface Props {
  text: string;
  /** Visible label ("Copy address"). */
  label: string;
  copied: string;
  failed: string;
}

/**
 * A copy button with its own live region: the confirmation is read inside a modal
 * dialog too, where the page's toast region is inert.
 */
export function CopyButton({ text, label, copied, failed }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <span className="usdt-copy">
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={async () => setState((await copyText(text)) ? 'copied' : 'failed')}
      >
        {label}
      </button>
      <span role="status" className={`usdt-copy-status${state === 'failed' ? ' is-failed' : ''}`}>
        {state === 'copied' ? copied : state === 'failed' ? failed : ''}
      </span>
    </span>
  );
}
