import { lazy, Suspense } from 'react';
import type { HeroParallaxSceneProps } from './HeroParallaxScene.tsx';
import { useMotionAllowed } from './MotionProvider.tsx';

// Its own chunk, loaded only on Home and only when motion is allowed.
const HeroParallaxScene = lazy(() => import('./HeroParallaxScene.tsx'));

/**
 * The hero's parallax layers, mounted only in the browser after hydration and only while motion
 * is allowed; the static hero photo beneath stands in for it everywhere else (prerender, no JS,
 * reduced motion). The hero's text never lives in here: it is the page's largest paint.
 */
export function HeroParallax(props: HeroParallaxSceneProps) {
  const allowed = useMotionAllowed();
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <HeroParallaxScene {...props} />
    </Suspense>
  );
}
