/** Short confirmations ("Saved to …"), read out politely and gone after a while. */

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

export class Toasts {
  #items = $state.raw<Toast[]>([]);
  #serial = 0;

  get items(): Toast[] {
    return this.#items;
  }

  show(text: string, tone: Toast['tone'] = 'info', ms = 6000): void {
    const id = (this.#serial += 1);
    this.#items = [...this.#items.slice(-2), { id, text, tone }];
    setTimeout(() => this.dismiss(id), ms);
  }

  dismiss(id: number): void {
    this.#items = this.#items.filter((t) => t.id !== id);
  }
}
