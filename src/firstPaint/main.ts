import { firstPaint } from './firstPaint.ts';

// The inline script's entry, which the build bundles (`build-time/firstPaintBundle.ts`): the
// tests call `firstPaint` themselves.
firstPaint();
