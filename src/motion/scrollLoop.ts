/**
 * The site's one scroll listener: passive, throttled to one run per animation frame, shared by
 * every scroll-linked effect, with one resize listener for their measurements. Subscribers must
 * only write (transforms, scroll offsets), never read layout, so a frame never forces a
 * synchronous layout; whatever they need from layout, `measure` reads when the page is resized.
 */
type Subscriber = (scrollY: number) => void;
type Measure = () => void;

const subscribers = new Set<Subscriber>();
const measures = new Set<Measure>();
let frame = 0;

function run() {
  frame = 0;
  const { scrollY } = window;
  subscribers.forEach((subscriber) => subscriber(scrollY));
}

function onScroll() {
  if (!frame) frame = requestAnimationFrame(run);
}

function onResize() {
  measures.forEach((measure) => measure());
}

/**
 * Runs `subscriber` now and on every scroll frame; `measure`, if given, runs first and again on
 * every resize (not followed by the subscriber: the next scroll applies the new measurements).
 */
export function subscribeScroll(subscriber: Subscriber, measure?: Measure): () => void {
  if (subscribers.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
  }
  if (measure) {
    measure();
    measures.add(measure);
  }
  subscribers.add(subscriber);
  subscriber(window.scrollY);
  return () => {
    subscribers.delete(subscriber);
    if (measure) measures.delete(measure);
    if (subscribers.size === 0) {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };
}
