// The group fields' components in one module, so they load as one chunk: the
// forms that have any of them mostly have two or three (groupRegistry.ts).
export { ContactPreferencesField } from './ContactPreferencesField';
export { FileUploadWidget } from './FileUploadWidget';
export { RolePickerField } from './RolePickerField';
