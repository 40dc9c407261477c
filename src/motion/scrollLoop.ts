/**
 * The site's one scroll listener: passive, throttled to one run per animation frame, shared by
 * every scroll-linked effect. Subscribers must only write (transforms, scroll offsets), never
 * read layout, so a frame never forces a synchronous layout.
 */
type Subscriber = (scrollY: number) => void;

const subscribers = new Set<Subscriber>();
let frame = 0;

function run() {
  frame = 0;
  const { scrollY } = window;
  subscribers.forEach((subscriber) => subscriber(scrollY));
}

function onScroll() {
  if (!frame) frame = requestAnimationFrame(run);
}

export function subscribeScroll(subscriber: Subscriber): () => void {
  if (subscribers.size === 0) window.addEventListener('scroll', onScroll, { passive: true });
  subscribers.add(subscriber);
  subscriber(window.scrollY);
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0) {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };
}
