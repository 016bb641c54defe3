import { useEffect, useRef } from 'react';

/** How far the page is read; written straight to the DOM so scrolling never re-renders React. */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const scrollable = root.scrollHeight - root.clientHeight;
      const ratio = scrollable > 0 ? Math.min(1, root.scrollTop / scrollable) : 0;
      if (barRef.current) barRef.current.style.transform = `scaleX(${ratio})`;
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    // Measured in the next frame, not during hydration, which would lay the page out at once.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A new page changes the height without scrolling.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div
        ref={barRef}
        data-testid="scroll-progress"
        className="h-full origin-left [transform:scaleX(0)] bg-linear-to-r from-indigo-500 via-blue-500 to-sky-400"
      />
    </div>
  );
}
