import { useBrowserValue } from '../lib/useBrowserValue.ts';
import { motionAllowed, subscribeMotion } from './motionSwitch.ts';

/**
 * Whether an island may move: the OS setting and the visitor's switch both allow it. Its
 * hydration render says no, as the prerendered HTML did; the browser's answer follows.
 */
export const useMotionAllowed = (): boolean =>
  useBrowserValue(subscribeMotion, motionAllowed, false);
