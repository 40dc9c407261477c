import { motionSwitchAttribute } from './motionSwitch.ts';

interface MotionToggleProps {
  readonly label: string;
  readonly onText: string;
  readonly offText: string;
  readonly systemText: string;
  readonly className?: string;
}

const stateId = 'motion-switch-state';

/**
 * The visitor's switch for animations, as HTML the page's script brings to life
 * (`startMotionSwitch`). Its name stays `label` and aria-pressed gives its state, so a screen
 * reader hears the state once; the state word shown beside the name is for the eye. When the OS
 * already asks for reduced motion it stays off, and says why.
 *
 * `hidden` until that script runs: before it, or without JavaScript, it could do nothing, and a
 * reader without CSS would meet a switch stuck at "off". The three state words travel with it.
 */
export function MotionToggle({ label, onText, offText, systemText, className }: MotionToggleProps) {
  return (
    <button
      type="button"
      className={className}
      hidden
      aria-pressed="false"
      {...{ [motionSwitchAttribute]: '' }}
    >
      {label}
      <span aria-hidden="true">
        :{' '}
        <span id={stateId} data-on={onText} data-off={offText} data-system={systemText}>
          {offText}
        </span>
      </span>
    </button>
  );
}
