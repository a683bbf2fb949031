/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Worker_GoneInputs */

const en_crew_worker_gone = /** @type {(inputs: Crew_Worker_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server no longer knows this worker. Tags are from the last sync.`)
};

/**
* | output |
* | --- |
* | "The server no longer knows this worker. Tags are from the last sync." |
*
* @param {Crew_Worker_GoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_worker_gone = /** @type {((inputs?: Crew_Worker_GoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Worker_GoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_worker_gone", en_crew_worker_gone));
