// Pressing anything (Next, Add another, a radio, another field, a link) blurs
// the field being left first. Showing that field's message at once would move
// what is under the pointer before it is released, so the click would land on
// nothing. From pointer down to pointer up the controller holds what would
// change on screen; at pointer up the browser has already chosen the click's
// target, so it shows it then, and the click's own action runs as usual on an
// up-to-date form (a controlled checkbox ticked by the click stays ticked). A button's action
// validates by itself, so a field left by pressing a button shows nothing
// extra. Listened to on the whole document, in the capture phase, so portalled
// popovers and every widget are covered alike. A keyboard blur (Tab) moves no
// pointer and shows its message at once.
import { useEffect } from 'react';
import type { FormController } from '../core/formController';

export function usePressGuard(controller: Pick<FormController, 'beginPress' | 'endPress'>): void {
  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      const onButton = event.target instanceof Element && event.target.closest('button, [role="button"]') !== null;
      controller.beginPress(onButton ? 'button' : 'other');
    };
    const onUp = () => controller.endPress();
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    document.addEventListener('pointercancel', onUp, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      document.removeEventListener('pointercancel', onUp, true);
      controller.endPress();
    };
  }, [controller]);
}
