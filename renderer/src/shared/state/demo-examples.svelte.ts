/**
 * In demo mode, the simulator's own ids of what the API offers no list of, as one-click examples
 * (main reads them from the simulator; any other connection has none). Construct it while a
 * component initialises: it follows the connection.
 */
import type { DemoExamples, WorkforceApi } from '../../../../preload/contract';
import { call } from '../bridge';
import type { ConnectionState } from './connection.svelte';

const NONE: DemoExamples = { requirements: [], integrations: [], documents: [] };

export class DemoExamplesState {
  #value = $state.raw<DemoExamples>(NONE);

  constructor(bridge: WorkforceApi, connection: ConnectionState) {
    $effect(() => {
      const status = connection.status;
      if (status?.environment !== 'demo' || status.state !== 'ready') {
        this.#value = NONE;
        return;
      }
      let stopped = false;
      // Examples are a shortcut beside the id fields: if they cannot be read, the fields remain.
      call(bridge.demoExamples()).then(
        (examples) => {
          if (!stopped) this.#value = examples;
        },
        () => undefined,
      );
      return () => {
        stopped = true;
      };
    });
  }

  get current(): DemoExamples {
    return this.#value;
  }
}
