/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_None_BodyInputs */

const en_hr_none_body = /** @type {(inputs: Hr_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office who to call after an incident.`)
};

/**
* | output |
* | --- |
* | "Ask the office who to call after an incident." |
*
* @param {Hr_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_none_body = /** @type {((inputs?: Hr_None_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_None_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_none_body", en_hr_none_body));
