// The group widgets by name, for the engine to merge into RJSF's `fields` and
// `templates`. A ui.json field selects a field with `ui:field` (e.g.
// `"ui:field": "roles"`); the array templates apply to every array the form
// renders as a list (arrays with a `ui:field`, enum multi-selects and custom
// widgets do not go through them).
import type { RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import { ContactPreferencesField } from './ContactPreferencesField';
import { FileUploadWidget } from './FileUploadWidget';
import { engineButtonTemplates } from './repeatableGroup/buttonTemplates';
import { RepeatableGroupItemTemplate, RepeatableGroupTemplate } from './RepeatableGroupTemplate';
import { RolePickerField } from './RolePickerField';

export const groupFields = {
  roles: RolePickerField,
  contactPreferences: ContactPreferencesField,
  fileUpload: FileUploadWidget,
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
