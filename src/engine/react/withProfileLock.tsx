// Fields the host prefilled from the signed-in user's profile are locked. The
// lock is per field instance (the first contact, not every contact), which a
// ui.json pattern cannot say, so every widget is wrapped once here and told
// through its `locked` option.
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { engineContextOf } from './engineContext';

export function withProfileLock(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function ProfileLockAware(props: WidgetProps) {
    const context = engineContextOf(props.registry.formContext);
    const locked = props.options['locked'] === true || context.isLocked(context.pointerOf(props.id));
    return <Widget {...props} options={locked ? { ...props.options, locked: true } : props.options} />;
  }
  ProfileLockAware.displayName = `withProfileLock(${Widget.displayName ?? Widget.name})`;
  return ProfileLockAware;
}
