import { SassList, SassString } from 'sass';
import { motionTokens, type CubicBezier, type MotionToken } from '../src/motion/tokens.ts';

/**
 * A cubic Bézier as CSS writes it. One CSS would drop (x1 or x2 outside 0 to 1) stops the build:
 * the stylesheet's motion would lose its easing, while the fallback's would still play it.
 */
function cubicBezier(points: CubicBezier): string {
  const [x1, , x2] = points;
  const css = `cubic-bezier(${points.join(', ')})`;
  if (!points.every(Number.isFinite) || x1 < 0 || x1 > 1 || x2 < 0 || x2 > 1) {
    throw new RangeError(`${css}: CSS needs x1 and x2 within 0 to 1`);
  }
  return css;
}

/** A motion token as the stylesheet writes it: `700ms`, `cubic-bezier(0.22, 1, 0.36, 1)`. */
export function cssValue(token: MotionToken): string {
  switch (token.kind) {
    case 'ms':
      return `${token.ms}ms`;
    case 'px':
      return `${token.px}px`;
    case 'rem':
      return `${token.rem}rem`;
    case 'vh':
      return `${token.vh}vh`;
    case 'percent':
      return `${token.percent}%`;
    case 'easing':
      return typeof token.easing === 'string' ? token.easing : cubicBezier(token.easing);
  }
}

/** `revealStepDelay` as its custom property's name: `reveal-step-delay`. */
const kebabCase = (name: string) => name.replace(/[A-Z]/gu, (letter) => `-${letter.toLowerCase()}`);

const unquoted = (text: string) => new SassString(text, { quotes: false });

/**
 * The Sass function the stylesheets call: `motion-tokens()`, every motion token
 * (src/motion/tokens.ts) as a pair of its custom property's name and its value, for
 * `styles/_tokens.scss` to write on the root. The stylesheet holds no content: the counters'
 * targets are the page's (src/app/document/inlineStyle.ts).
 */
export const motionStyleFunctions = {
  'motion-tokens()': () =>
    new SassList(
      Object.entries(motionTokens).map(
        ([name, token]) =>
          new SassList([unquoted(kebabCase(name)), unquoted(cssValue(token))], {
            separator: ' ',
          }),
      ),
      { separator: ',' },
    ),
};
