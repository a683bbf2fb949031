// The box every id typed by hand goes in (Compliance, the Office's integration, Follow by id).
import { render, screen } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it } from 'vitest';
import IdField from '../../../../../renderer/src/shared/ui/IdField.svelte';

describe('IdField', () => {
  it('a box named by its label that neither completes nor checks spelling; its error describes it', async () => {
    const { rerender } = render(IdField, { props: { label: 'Template id', error: undefined } });
    const box = screen.getByRole('textbox', { name: 'Template id' });
    expect([box.getAttribute('autocomplete'), box.getAttribute('spellcheck')]).toEqual(['off', 'false']);
    expect([box.getAttribute('aria-invalid'), box.getAttribute('inputmode')]).toEqual(['false', null]);

    await rerender({ label: 'Template id', error: 'Type an id first.' });
    expect(screen.getByRole('textbox', { name: 'Template id', description: 'Type an id first.' })).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Type an id first.');
  });

  it('a numeric id with a hint under it and its button beside the box', () => {
    const button = createRawSnippet(() => ({ render: () => '<button type="submit">Show integration</button>' }));
    render(IdField, {
      props: { label: 'Integration id', error: undefined, numeric: true, hint: 'Its number.', children: button },
    });
    const box = screen.getByRole('textbox', { name: 'Integration id', description: /Its number\./ });
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(box.nextElementSibling).toBe(screen.getByRole('button', { name: 'Show integration' }));
  });
});
