import { useMotionState } from './MotionProvider.tsx';

interface MotionToggleProps {
  readonly label: string;
  readonly onText: string;
  readonly offText: string;
  readonly systemText: string;
  readonly className?: string;
}

/**
 * The visitor's switch for animations. aria-pressed tells screen readers its state; when the OS
 * already asks for reduced motion it says so and stays off.
 */
export function MotionToggle({ label, onText, offText, systemText, className }: MotionToggleProps) {
  const { choice, osReduced, setChoice } = useMotionState();
  const on = choice === 'on' && !osReduced;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      disabled={osReduced}
      onClick={() => setChoice(choice === 'on' ? 'off' : 'on')}
    >
      {label}: {osReduced ? systemText : on ? onText : offText}
    </button>
  );
}
