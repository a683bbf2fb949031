/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Nothing_ConfirmedInputs */

const en_compliance_nothing_confirmed = /** @type {(inputs: Compliance_Nothing_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing confirmed on this machine yet.`)
};

const es_compliance_nothing_confirmed = /** @type {(inputs: Compliance_Nothing_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay nada confirmado en esta computadora.`)
};

/**
* | output |
* | --- |
* | "Nothing confirmed on this machine yet." |
*
* @param {Compliance_Nothing_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_nothing_confirmed = /** @type {((inputs?: Compliance_Nothing_ConfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Nothing_ConfirmedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_nothing_confirmed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_nothing_confirmed(inputs)
	return en_compliance_nothing_confirmed(inputs)
});