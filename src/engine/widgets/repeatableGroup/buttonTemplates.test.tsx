// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { testRegistry } from '../testing/groupProps';
import { AddButton, RemoveButton, engineButtonTemplates } from './buttonTemplates';

afterEach(cleanup);

describe('engine button templates', () => {
  const registry = testRegistry();

  it('renders a secondary button with the given text, class and attributes', () => {
    const onClick = vi.fn();
    render(
      <RemoveButton className="engine-repeatable__remove" aria-label="Remove Unit 2" onClick={onClick} registry={registry} uiSchema={{}} icon="remove">
        Remove
      </RemoveButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove Unit 2' });
    expect(button.outerHTML).toBe(
      '<button type="button" class="engine-button engine-button--secondary engine-repeatable__remove" aria-label="Remove Unit 2">Remove</button>',
    );
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("falls back to RJSF's words when no text is given", () => {
    render(<AddButton registry={registry} disabled />);
    expect(screen.getByRole('button', { name: 'Add' }).outerHTML).toBe(
      '<button type="button" class="engine-button engine-button--secondary" disabled="">Add</button>',
    );
  });

  it("replaces only RJSF's Add and Remove", () => {
    const rjsf = getDefaultRegistry().templates.ButtonTemplates;
    expect(engineButtonTemplates.AddButton).toBe(AddButton);
    expect(engineButtonTemplates.RemoveButton).toBe(RemoveButton);
    expect(engineButtonTemplates.SubmitButton).toBe(rjsf.SubmitButton);
    expect(engineButtonTemplates.ClearButton).toBe(rjsf.ClearButton);
  });
});
