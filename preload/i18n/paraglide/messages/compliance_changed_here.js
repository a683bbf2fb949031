/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Changed_HereInputs */

const en_compliance_changed_here = /** @type {(inputs: Compliance_Changed_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed on this machine:`)
};

/**
* | output |
* | --- |
* | "Changed on this machine:" |
*
* @param {Compliance_Changed_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_changed_here = /** @type {((inputs?: Compliance_Changed_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Changed_HereInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_changed_here", en_compliance_changed_here));
