import { useEffect, useState } from 'react';
import { RESULTS_SCROLL_OFFSET_PX } from '../../../../domain/constants';

/**
 * The id of the section in view: the last one whose top has passed the 100 px offset; the first one
 * near the top of the page (spec 2 "Results page").
 */
export function useScrollSpy(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState(ids[0]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        let current = ids[0];
        for (const id of ids) {
          const element = document.getElementById(id);
          if (element && element.getBoundingClientRect().top - RESULTS_SCROLL_OFFSET_PX <= 1) current = id;
        }
        setActive(current);
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}
