/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ before: NonNullable<unknown>, after: NonNullable<unknown> }} Alert_NeededInputs */

const en_alert_needed = /** @type {(inputs: Alert_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`needed ${i?.before} → ${i?.after}`)
};

const es_alert_needed = /** @type {(inputs: Alert_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pedidas ${i?.before} → ${i?.after}`)
};

/**
* | output |
* | --- |
* | "needed {before} → {after}" |
*
* @param {Alert_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_needed = /** @type {((inputs: Alert_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_needed(inputs)
	return en_alert_needed(inputs)
});