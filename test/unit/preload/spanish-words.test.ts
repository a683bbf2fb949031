// Spanish as a bilingual supervisor reads it: a sentence that says the same word twice ("Sin
// conexión: … cuando vuelva la conexión") reads as a machine's, and the network coming back is
// said the way the rest of the catalogue says it ("cuando vuelva la red").
import { afterEach, describe, expect, it } from 'vitest';
import { m, resolveLanguage, setLanguageSource } from '../../../preload/i18n';

/** Words of five letters or more said twice in `sentence`. */
function saidTwice(sentence: string): string[] {
  const words: string[] = sentence.toLowerCase().match(/\p{L}{5,}/gu) ?? [];
  return words.filter((w, i) => words.indexOf(w) !== i);
}

describe('Spanish sentences', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));

  it('say each word once where offline meets the network coming back', () => {
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    const sentences = [
      m.orders_empty_body(),
      m.orders_offline_send_later(),
      m.orders_offline_queued({ count: 1 }),
      m.orders_offline_queued({ count: 3 }),
      m.orders_waits_offline(),
      m.compliance_offline_sent_later(),
      m.office_needs_connection_body(),
      m.sync_failure_retry_network(),
      m.sync_failure_retry_server(),
    ];
    expect(sentences.map(saidTwice)).toEqual(sentences.map(() => []));
    expect(m.orders_offline_queued({ count: 1 })).toBe('Sin conexión: 1 pedido en cola se enviará cuando vuelva la red.');
    expect(m.office_needs_connection_body()).toMatch(/ Aparece sola cuando vuelva la red\.$/);
  });

  it('name this computer, a cost and a requirement change with one word each, as the rest of the catalogue does', () => {
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    const here = [m.dashboard_no_events_help(), m.dashboard_read_failed_help(), m.data_newer_message()];
    for (const sentence of here) expect(sentence).toContain('esta computadora');
    expect(here.join(' ')).not.toMatch(/este equipo|ordenador/);
    expect([m.csv_cost(), m.orders_no_cost(), m.orders_cost_amount({ amount: '1' })]).toEqual(['Costo', 'sin costo', 'costo 1']);
    expect(m.orders_count_changes({ count: 2 })).toBe('2 cambios de requisitos');
    expect(m.print_title_orders()).toBe('Pedidos y cambios de requisitos');
  });
});
