/** Main's answer to every channel of the contract: one async function per channel. */
import type { Calls, Channel } from '../../../preload/contract.js';

export type Handlers = { [C in Channel]: (req: Calls[C]['req']) => Promise<Calls[C]['res']> };

/** One domain's handlers; app-core merges the domains and checks that every channel is answered once. */
export type HandlerGroup = Partial<Handlers>;
