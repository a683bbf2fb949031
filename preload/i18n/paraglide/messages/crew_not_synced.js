/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Not_SyncedInputs */

const en_crew_not_synced = /** @type {(inputs: Crew_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not synced yet`)
};

/**
* | output |
* | --- |
* | "Not synced yet" |
*
* @param {Crew_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_not_synced = /** @type {((inputs?: Crew_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_not_synced", en_crew_not_synced));
