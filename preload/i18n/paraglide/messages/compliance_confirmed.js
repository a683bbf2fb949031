/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Compliance_ConfirmedInputs */

const en_compliance_confirmed = /** @type {(inputs: Compliance_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmed by the server ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "Confirmed by the server {when}." |
*
* @param {Compliance_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_confirmed = /** @type {((inputs: Compliance_ConfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_ConfirmedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_confirmed", en_compliance_confirmed));
