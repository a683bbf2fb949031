import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import SearchField from '../../../../../renderer/src/shared/ui/SearchField.svelte';

describe('SearchField', () => {
  it('shows its label above the box by default', () => {
    const { container } = render(SearchField, { props: { label: 'Search events' } });
    expect(container.querySelector('label')!.textContent).toBe('Search events');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toBeTruthy();
    expect(container.querySelector('.beside')).toBeNull();
  });

  it('with a short label, shows it beside the box and keeps the full label as the name', () => {
    const { container } = render(SearchField, { props: { label: 'Search events', shortLabel: 'Search' } });
    expect(container.querySelector('label')!.textContent).toBe('Search');
    // The visible word is part of the name, so speech input ("click Search") still finds it.
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toBeTruthy();
    expect(container.querySelector('.beside')).not.toBeNull();
  });
});
