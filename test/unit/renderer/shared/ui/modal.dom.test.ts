import { fireEvent, render, screen } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import Modal from '../../../../../renderer/src/shared/ui/Modal.svelte';

const text = (html: string) => createRawSnippet(() => ({ render: () => html }));

describe('Modal', () => {
  it('a dialog that only informs gets one Close button, focused first, that closes it', async () => {
    const onclose = vi.fn();
    render(Modal, { props: { title: 'HR contacts', onclose, children: text('<p>Call Dana.</p>') } });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(screen.getAllByRole('button')).toEqual([close]);
    expect(document.activeElement).toBe(close);
    await fireEvent.click(close);
    expect(onclose).toHaveBeenCalledOnce();
  });

  it('a dialog with its own actions shows those and no Close of its own', () => {
    render(Modal, {
      props: {
        title: 'Disconnect',
        onclose: vi.fn(),
        children: text('<p>This erases the local data.</p>'),
        actions: text('<button type="button">Keep everything</button>'),
      },
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Keep everything']);
  });
});
