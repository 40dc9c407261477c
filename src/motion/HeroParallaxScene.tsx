import { Parallax, ParallaxLayer, type IParallax } from '@react-spring/parallax';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { subscribeScroll } from './scrollLoop.ts';

export interface HeroParallaxSceneProps {
  readonly photo: ReactNode;
  readonly texture: ReactNode;
  readonly className?: string;
  readonly layerClassName?: string;
}

// With the container's offset set to the window's scroll, a layer of speed s travels
// (1 + s) times as far as the page: -1.5 gives a photo at half the page's pace, -1.2 a texture
// at eight tenths, so the two drift apart as the visitor scrolls.
const photoSpeed = -1.5;
const textureSpeed = -1.2;
// Stiffer than the library's default (config.slow), which lags visibly behind the scroll.
const springConfig = { tension: 420, friction: 40 };

/**
 * The decorative hero scene. The window stays the page's only scroller: the Parallax is
 * disabled (its container does not scroll for the visitor) and the shared scroll loop maps the
 * window's scroll onto the container's offset, which is what moves the layers.
 */
export default function HeroParallaxScene({
  photo,
  texture,
  className,
  layerClassName,
}: HeroParallaxSceneProps) {
  const parallax = useRef<IParallax>(null);
  // The Parallax renders its layers only once it has mounted, after a state change of its own in
  // an effect, which React renders synchronously: with the layers in it, that render (their
  // springs, their photo) made one long task on a slow phone. So the layers join afterwards, in
  // a transition, which React renders in short tasks; until then the static hero photo beneath
  // shows exactly what they will (at the top of the page they stand at their rest position).
  const [layered, setLayered] = useState(false);
  useEffect(() => startTransition(() => setLayered(true)), []);

  useEffect(() => {
    const container = parallax.current?.container.current;
    if (!container) return;
    // The window scroll at which the scene enters the viewport (0 for a hero at the top) and
    // how far it can travel, measured once per resize so the scroll loop never reads layout.
    let start = 0;
    let range = 0;
    const measure = () => {
      const top = container.getBoundingClientRect().top + window.scrollY;
      start = Math.max(0, top - window.innerHeight);
      range = container.clientHeight;
    };
    return subscribeScroll((scrollY) => {
      container.scrollTop = Math.min(range, Math.max(0, scrollY - start));
    }, measure);
  }, []);

  return (
    <Parallax
      ref={parallax}
      pages={2}
      enabled={false}
      config={springConfig}
      className={className}
      data-parallax=""
    >
      {/* Not `false`: the Parallax maps its children, and would read a `false` child's props. */}
      {layered ? (
        <>
          <ParallaxLayer offset={0} speed={photoSpeed} className={layerClassName}>
            {photo}
          </ParallaxLayer>
          <ParallaxLayer offset={0} speed={textureSpeed} className={layerClassName}>
            {texture}
          </ParallaxLayer>
        </>
      ) : undefined}
    </Parallax>
  );
}
