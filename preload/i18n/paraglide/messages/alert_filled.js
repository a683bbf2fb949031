/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ before: NonNullable<unknown>, after: NonNullable<unknown> }} Alert_FilledInputs */

const en_alert_filled = /** @type {(inputs: Alert_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`filled ${i?.before} → ${i?.after}`)
};

const es_alert_filled = /** @type {(inputs: Alert_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cubiertas ${i?.before} → ${i?.after}`)
};

/**
* | output |
* | --- |
* | "filled {before} → {after}" |
*
* @param {Alert_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_filled = /** @type {((inputs: Alert_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_FilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_filled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_filled(inputs)
	return en_alert_filled(inputs)
});