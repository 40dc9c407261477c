import { generatePath, useParams } from 'react-router-dom';

/**
 * The address of the route a component renders for, from that route's parameters: a page that
 * fades out after a navigation goes on reading its own address, not the location's (the next
 * page's), as `useLocation` would give it.
 */
export const useRoutePath = (pattern: string): string => generatePath(pattern, useParams());
