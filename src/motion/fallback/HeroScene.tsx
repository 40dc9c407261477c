import { Parallax, ParallaxLayer, type IParallax } from '@react-spring/parallax';
import { useEffect, useRef } from 'react';

// With the container's offset at the window's scroll, a layer of speed s travels (1 + s) times as
// far as the page: -1.5 gives the photo half the page's pace and -1.2 the grain eight tenths, as
// the stylesheet's parallax does (HeroSection.module.scss).
const photoSpeed = -1.5;
const grainSpeed = -1.2;
// Stiffer than the library's default (config.slow), which lags visibly behind the scroll.
const springConfig = { tension: 420, friction: 40 };

/** A copy of one of the hero's own layers, so the scene looks exactly as the page does. */
function Copy({ of }: { readonly of: Element }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const copy = of.cloneNode(true) as Element;
    holder.current?.append(copy);
    return () => copy.remove();
  }, [of]);
  return <div ref={holder} />;
}

interface HeroSceneProps {
  /** The hero's photo frame and its grain, copied into the scene's layers. */
  readonly photo: Element;
  readonly grain: Element;
  readonly className?: string;
}

/**
 * The hero's parallax where the browser has no scroll timelines: @react-spring/parallax's layers
 * over the hero's own photo, moved through the library's `scrollTo` as the window scrolls. The
 * container itself never scrolls for the visitor (`enabled={false}`): the window stays the page's
 * only scroller, for the keyboard, anchors and restoration alike.
 */
export function HeroScene({ photo, grain, className }: HeroSceneProps) {
  const parallax = useRef<IParallax>(null);
  useEffect(() => {
    const scene = parallax.current;
    const container = scene?.container.current;
    if (!scene || !container) return;
    let frame = 0;
    const follow = () => {
      frame = 0;
      scene.scrollTo(window.scrollY / Math.max(1, container.clientHeight));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(follow);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    follow();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <Parallax ref={parallax} pages={2} enabled={false} config={springConfig} className={className}>
      <ParallaxLayer offset={0} speed={photoSpeed}>
        <Copy of={photo} />
      </ParallaxLayer>
      <ParallaxLayer offset={0} speed={grainSpeed}>
        <Copy of={grain} />
      </ParallaxLayer>
    </Parallax>
  );
}
