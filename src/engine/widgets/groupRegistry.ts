// The group widgets by name, for the engine to merge into RJSF's `fields` and
// `templates`. A ui.json field selects a field with `ui:field` (e.g.
// `"ui:field": "roles"`); the array templates apply to every array the form
// renders as a list (arrays with a `ui:field`, enum multi-selects and custom
// widgets do not go through them).
//
// The fields load with the forms that name them (`lazyField`, decision 0029):
// the role picker, the contact preferences and the uploader (with its upload
// model and file checks) are not on every form. They share one chunk: a form
// with one of them mostly has the others, and one chunk compresses better
// than three. The array templates stay in
// the main bundle: every array a form renders goes through them.
import type { RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import { lazyField } from '../react/formWidgets';
import { engineButtonTemplates } from './repeatableGroup/buttonTemplates';
import { RepeatableGroupItemTemplate, RepeatableGroupTemplate } from './RepeatableGroupTemplate';

export const groupFields = {
  roles: lazyField(() => import('./groupFieldComponents').then((module) => module.RolePickerField)),
  contactPreferences: lazyField(() => import('./groupFieldComponents').then((module) => module.ContactPreferencesField)),
  fileUpload: lazyField(() => import('./groupFieldComponents').then((module) => module.FileUploadWidget)),
} satisfies RegistryFieldsType;

/**
 * RJSF v6 renders each array item through ArrayFieldItemTemplate, so both
 * array templates are needed; they take their Add and Remove buttons from
 * ButtonTemplates, so the engine's buttons come with them (a Form merges
 * these with RJSF's other buttons).
 */
export const groupTemplates = {
  ArrayFieldTemplate: RepeatableGroupTemplate,
  ArrayFieldItemTemplate: RepeatableGroupItemTemplate,
  ButtonTemplates: engineButtonTemplates,
} satisfies Partial<TemplatesType>;
