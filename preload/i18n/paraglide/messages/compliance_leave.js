/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_LeaveInputs */

const en_compliance_leave = /** @type {(inputs: Compliance_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave as it is`)
};

const es_compliance_leave = /** @type {(inputs: Compliance_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejarlo como está`)
};

/**
* | output |
* | --- |
* | "Leave as it is" |
*
* @param {Compliance_LeaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_leave = /** @type {((inputs?: Compliance_LeaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_LeaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_leave, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_leave(inputs)
	return en_compliance_leave(inputs)
});