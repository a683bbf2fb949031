/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Cannot_QueueInputs */

const en_compliance_cannot_queue = /** @type {(inputs: Compliance_Cannot_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes cannot be queued in this window: restart the app.`)
};

const es_compliance_cannot_queue = /** @type {(inputs: Compliance_Cannot_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pueden poner cambios en cola en esta ventana: reinicie la aplicación.`)
};

/**
* | output |
* | --- |
* | "Changes cannot be queued in this window: restart the app." |
*
* @param {Compliance_Cannot_QueueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_cannot_queue = /** @type {((inputs?: Compliance_Cannot_QueueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Cannot_QueueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_cannot_queue, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_cannot_queue(inputs)
	return en_compliance_cannot_queue(inputs)
});