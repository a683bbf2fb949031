/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown> }} Compliance_QueuedInputs */

const en_compliance_queued = /** @type {(inputs: Compliance_QueuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Queued: ${i?.change}`)
};

const es_compliance_queued = /** @type {(inputs: Compliance_QueuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En cola: ${i?.change}`)
};

/**
* | output |
* | --- |
* | "Queued: {change}" |
*
* @param {Compliance_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_queued = /** @type {((inputs: Compliance_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_QueuedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_queued, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_queued(inputs)
	return en_compliance_queued(inputs)
});