/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, hours: NonNullable<unknown> }} Dashboard_Soon_ChipInputs */

const en_dashboard_soon_chip = /** @type {(inputs: Dashboard_Soon_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} short within ${i?.hours} h`)
};

const es_dashboard_soon_chip = /** @type {(inputs: Dashboard_Soon_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} con faltas en ${i?.hours} h`)
};

/**
* | output |
* | --- |
* | "{count} short within {hours} h" |
*
* @param {Dashboard_Soon_ChipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_soon_chip = /** @type {((inputs: Dashboard_Soon_ChipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Soon_ChipInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_soon_chip, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_soon_chip(inputs)
	return en_dashboard_soon_chip(inputs)
});