/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Changed_HereInputs */

const en_compliance_changed_here = /** @type {(inputs: Compliance_Changed_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed on this machine:`)
};

const es_compliance_changed_here = /** @type {(inputs: Compliance_Changed_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiados en esta computadora:`)
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
export const compliance_changed_here = /** @type {((inputs?: Compliance_Changed_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Changed_HereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_changed_here, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_changed_here(inputs)
	return en_compliance_changed_here(inputs)
});