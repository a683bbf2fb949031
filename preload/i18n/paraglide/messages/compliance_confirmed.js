/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Compliance_ConfirmedInputs */

const en_compliance_confirmed = /** @type {(inputs: Compliance_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmed by the server ${i?.when}.`)
};

const es_compliance_confirmed = /** @type {(inputs: Compliance_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmado por el servidor: ${i?.when}.`)
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
export const compliance_confirmed = /** @type {((inputs: Compliance_ConfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_ConfirmedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_confirmed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_confirmed(inputs)
	return en_compliance_confirmed(inputs)
});