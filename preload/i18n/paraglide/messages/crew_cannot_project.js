/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Cannot_ProjectInputs */

const en_crew_cannot_project = /** @type {(inputs: Crew_Cannot_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours by the end of today cannot be projected: the service shows only shifts a worker is clocked into, and no open shift today is stored.`)
};

/**
* | output |
* | --- |
* | "Hours by the end of today cannot be projected: the service shows only shifts a worker is clocked into, and no open shift today is stored." |
*
* @param {Crew_Cannot_ProjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_cannot_project = /** @type {((inputs?: Crew_Cannot_ProjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Cannot_ProjectInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_cannot_project", en_crew_cannot_project));
