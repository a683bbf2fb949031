/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown>, when: NonNullable<unknown> }} Compliance_PendingInputs */

const en_compliance_pending = /** @type {(inputs: Compliance_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pending: ${i?.change}, queued ${i?.when}`)
};

const es_compliance_pending = /** @type {(inputs: Compliance_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pendiente: ${i?.change}, en cola desde ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Pending: {change}, queued {when}" |
*
* @param {Compliance_PendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_pending = /** @type {((inputs: Compliance_PendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_PendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_pending, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_pending(inputs)
	return en_compliance_pending(inputs)
});