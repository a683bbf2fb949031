/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_LeadInputs */

const en_connect_lead = /** @type {(inputs: Connect_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill rates of your events and your crew's tags, on site, even with no network.`)
};

const es_connect_lead = /** @type {(inputs: Connect_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cobertura de sus eventos y las etiquetas de su equipo, en el lugar, incluso sin red.`)
};

/**
* | output |
* | --- |
* | "Fill rates of your events and your crew's tags, on site, even with no network." |
*
* @param {Connect_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_lead = /** @type {((inputs?: Connect_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_lead, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_lead(inputs)
	return en_connect_lead(inputs)
});