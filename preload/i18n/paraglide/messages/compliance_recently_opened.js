/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Recently_OpenedInputs */

const en_compliance_recently_opened = /** @type {(inputs: Compliance_Recently_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently opened`)
};

/**
* | output |
* | --- |
* | "Recently opened" |
*
* @param {Compliance_Recently_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_recently_opened = /** @type {((inputs?: Compliance_Recently_OpenedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Recently_OpenedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_recently_opened", en_compliance_recently_opened));
