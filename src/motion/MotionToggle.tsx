import { useId } from 'react';
import { useBrowserValue } from '../lib/useBrowserValue.ts';
import { useMotionState } from './MotionProvider.tsx';

const neverChanges = () => () => undefined;
const inBrowser = () => true;

interface MotionToggleProps {
  readonly label: string;
  readonly onText: string;
  readonly offText: string;
  readonly systemText: string;
  readonly className?: string;
}

/**
 * The visitor's switch for animations. Its name stays `label` and aria-pressed gives its state,
 * so a screen reader hears the state once; the state word shown beside the name is for the eye.
 * When the OS already asks for reduced motion it stays off, and says why.
 *
 * It is not in the prerendered HTML: before the page's code runs it could do nothing, and a
 * reader without CSS would meet a switch stuck at the prerender's "off". It appears in the same
 * deferred render that gives it the visitor's real settings (`useBrowserValue`).
 */
export function MotionToggle({ label, onText, offText, systemText, className }: MotionToggleProps) {
  const { choice, osReduced, setChoice } = useMotionState();
  const reason = useId();
  const live = useBrowserValue(neverChanges, inBrowser, false);
  if (!live) return null;
  const on = choice === 'on' && !osReduced;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-describedby={osReduced ? reason : undefined}
      disabled={osReduced}
      onClick={() => setChoice(choice === 'on' ? 'off' : 'on')}
    >
      {label}
      <span aria-hidden="true">
        : <span id={reason}>{osReduced ? systemText : on ? onText : offText}</span>
      </span>
    </button>
  );
}
