// Pressing any button of a form (Next, Add another, Remove, Edit...) blurs the
// field first. Showing that field's error then would move the button before
// the mouse is released, losing the click; the button's own action validates
// anyway, or the field is checked when next left. Capture handlers on the
// form's container, so every button inside is covered, the engine's and the
// widgets' alike.
import type { PointerEvent } from 'react';
import type { FormController } from '../core/formController';

export function buttonPressGuard(controller: Pick<FormController, 'beginPress' | 'endPress' | 'cancelPress'>) {
  return {
    onPointerDownCapture: (event: PointerEvent<HTMLElement>) => {
      if (event.target instanceof Element && event.target.closest('button, [role="button"]')) controller.beginPress();
    },
    onPointerUpCapture: () => controller.endPress(),
    onPointerCancelCapture: () => controller.cancelPress(),
  };
}
