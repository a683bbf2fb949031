/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_LoadingInputs */

const en_compliance_loading = /** @type {(inputs: Compliance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading what this machine knows…`)
};

/**
* | output |
* | --- |
* | "Loading what this machine knows…" |
*
* @param {Compliance_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_loading = /** @type {((inputs?: Compliance_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_loading", en_compliance_loading));
