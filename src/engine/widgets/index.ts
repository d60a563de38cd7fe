// The engine's standard widgets, fields and templates, merged into the one
// registry the Wizard takes. Hosts may extend it with their own registrations.
import type { WizardRegistry } from '../react/Wizard';
import './styles';
import { groupFields, groupTemplates } from './groupRegistry';
import { lookupWidgets } from './lookupWidgetRegistry';
import { NumberField } from './NumberField';
import { basicWidgets } from './widgetRegistry';

export const engineRegistry: WizardRegistry = {
  widgets: { ...basicWidgets, ...lookupWidgets },
  // RJSF's own field name: the engine's replaces it for every number in a form.
  fields: { ...groupFields, NumberField },
  templates: groupTemplates,
};
