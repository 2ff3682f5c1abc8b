import { useEffect, useRef } from 'react';

const NEAR_BOTTOM_PX = 80;

/**
 * A scrolling conversation follows its newest line while the reader is at its bottom; once
 * they scroll up to read, a streaming reply no longer pulls them down. `content` changes with
 * every new message and every piece of a reply.
 */
export function useStickToBottom(content: string) {
  const ref = useRef<HTMLElement>(null);
  const isAtBottom = useRef(true);
  useEffect(() => {
    const element = ref.current;
    if (element && isAtBottom.current) element.scrollTop = element.scrollHeight;
  }, [content]);
  const onScroll = () => {
    const element = ref.current;
    if (!element) return;
    isAtBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };
  /** The reader asked something: back to the bottom. */
  const stick = () => {
    isAtBottom.current = true;
  };
  return { ref, onScroll, stick };
}
