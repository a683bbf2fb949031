/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Worker_IdInputs */

const en_crew_worker_id = /** @type {(inputs: Crew_Worker_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worker id`)
};

/**
* | output |
* | --- |
* | "Worker id" |
*
* @param {Crew_Worker_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_worker_id = /** @type {((inputs?: Crew_Worker_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Worker_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_worker_id", en_crew_worker_id));
