/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_LeadInputs */

const en_compliance_lead = /** @type {(inputs: Compliance_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change a template requirement. Offline, the change waits in the outbox and goes out by itself.`)
};

const es_compliance_lead = /** @type {(inputs: Compliance_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambie un requisito de una plantilla. Sin conexión, el cambio espera en la bandeja de salida y sale solo.`)
};

/**
* | output |
* | --- |
* | "Change a template requirement. Offline, the change waits in the outbox and goes out by itself." |
*
* @param {Compliance_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_lead = /** @type {((inputs?: Compliance_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_lead, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_lead(inputs)
	return en_compliance_lead(inputs)
});