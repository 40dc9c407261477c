import { domAnimation } from 'framer-motion';

// Loaded on demand by LazyMotion, so the animation engine stays out of the first paint.
export default domAnimation;
