// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IconButtonProps, TemplatesType } from '@rjsf/utils';
import { testRegistry } from '../testing/groupProps';
import type { FileRow } from './fileEntry';
import { FileListItem } from './FileListItem';
import { UPLOAD_BUTTON_TEMPLATES } from './uploadButtons';
import { readUploadSettings } from './uploadSettings';

const settings = readUploadSettings({}, { type: 'array' } as object, undefined, '/plans');
const failed: FileRow = { key: 'file-1', entryKey: 'file-1', fileName: 'plan.pdf', status: 'UPLOAD_FAILED', sent: 0, total: 10 };

afterEach(cleanup);

function renderItem(registry = testRegistry(), row = failed) {
  const onRetry = vi.fn();
  const onRemove = vi.fn();
  render(
    <ul>
      <FileListItem row={row} settings={settings} registry={registry} canRetry disabled={false} onRetry={onRetry} onRemove={onRemove} />
    </ul>,
  );
  return { onRetry, onRemove };
}

describe('FileListItem buttons', () => {
  it('renders the engine’s text buttons when the registry has no upload button templates', () => {
    const { onRetry, onRemove } = renderItem();
    const retry = screen.getByRole('button', { name: 'Retry plan.pdf' });
    expect(retry.outerHTML).toBe(
      '<button type="button" class="engine-button engine-button--secondary engine-file-list__button" aria-label="Retry plan.pdf">Retry</button>',
    );
    fireEvent.click(retry);
    fireEvent.click(screen.getByRole('button', { name: 'Delete plan.pdf' }));
    expect(onRetry).toHaveBeenCalledWith('file-1');
    expect(onRemove).toHaveBeenCalledWith('file-1');
  });

  it('takes a host’s button from templates.ButtonTemplates', () => {
    const HostButton = ({ children, onClick, 'aria-label': label }: IconButtonProps) => (
      <button type="button" className="host-button" aria-label={label} onClick={onClick}>
        {children}
      </button>
    );
    const defaults = testRegistry().templates.ButtonTemplates;
    const registry = testRegistry({
      templates: { ButtonTemplates: { ...defaults, [UPLOAD_BUTTON_TEMPLATES.remove]: HostButton } } as Partial<TemplatesType>,
    });
    renderItem(registry);
    expect(screen.getByRole('button', { name: 'Delete plan.pdf' }).className).toBe('host-button');
    expect(screen.getByRole('button', { name: 'Retry plan.pdf' }).className).toContain('engine-button');
  });
});
