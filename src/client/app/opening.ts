import { useLayoutEffect } from 'react';

/**
 * The app's opening (issue 27, decision 0044). Its first screen is drawn once its first data is
 * in the cache, in one render that the router makes in a transition, which React draws in
 * slices: the answers that arrive after the screen has mounted each re-render it at once, in one
 * long task on a slow phone. The wait is capped: a slow answer does not hold the screen.
 */
const OPENING_WAIT_MS = 3_000;

let isOpening = true;

/** The router has drawn its first page: later navigations do not wait. */
export function markOpened() {
  isOpening = false;
}

let resolveMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

/**
 * Rendered after the RouterProvider: once it has mounted, the router has subscribed to its
 * changes. React Router reads its state when it renders and subscribes when it mounts; a first
 * render drawn in slices leaves time between the two, in which a navigation that completed
 * would be lost (the frame would stay on screen).
 */
export function RouterMounted() {
  useLayoutEffect(() => resolveMounted(), []);
  return null;
}

/** The root route's loader: no navigation completes before the router listens. */
export function untilRouterMounted() {
  return mounted.then(() => null);
}

/** A loader's work, waited for while the app opens (up to OPENING_WAIT_MS), not afterwards. */
export function holdOpening(work: Promise<unknown>) {
  if (!isOpening) return null;
  const cap = new Promise((resolve) => setTimeout(resolve, OPENING_WAIT_MS));
  return Promise.race([work, cap]).then(() => null);
}
