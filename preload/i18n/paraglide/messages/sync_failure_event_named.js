/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown> }} Sync_Failure_Event_NamedInputs */

const en_sync_failure_event_named = /** @type {(inputs: Sync_Failure_Event_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (event ${i?.id})`)
};

/**
* | output |
* | --- |
* | "{name} (event {id})" |
*
* @param {Sync_Failure_Event_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_event_named = /** @type {((inputs: Sync_Failure_Event_NamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Event_NamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_event_named", en_sync_failure_event_named));
