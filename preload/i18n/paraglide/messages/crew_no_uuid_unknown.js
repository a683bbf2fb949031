/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_Uuid_UnknownInputs */

const en_crew_no_uuid_unknown = /** @type {(inputs: Crew_No_Uuid_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hours: they are looked up by worker UUID, and this worker is not in the worker list the server gives, so their UUID is not known.`)
};

/**
* | output |
* | --- |
* | "No hours: they are looked up by worker UUID, and this worker is not in the worker list the server gives, so their UUID is not known." |
*
* @param {Crew_No_Uuid_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_uuid_unknown = /** @type {((inputs?: Crew_No_Uuid_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_Uuid_UnknownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_no_uuid_unknown", en_crew_no_uuid_unknown));
