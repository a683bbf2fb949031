/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_None_Open_BodyInputs */

const en_compliance_none_open_body = /** @type {(inputs: Compliance_None_Open_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick one above, or type the template id and the requirement id from the office's compliance template, then choose Open. The app keeps the value the server confirms for each requirement changed here.`)
};

/**
* | output |
* | --- |
* | "Pick one above, or type the template id and the requirement id from the office's compliance template, then choose Open. The app keeps the value the server co..." |
*
* @param {Compliance_None_Open_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_none_open_body = /** @type {((inputs?: Compliance_None_Open_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_None_Open_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_none_open_body", en_compliance_none_open_body));
