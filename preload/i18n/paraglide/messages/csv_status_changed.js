/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Status_ChangedInputs */

const en_csv_status_changed = /** @type {(inputs: Csv_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status changed (server time)`)
};

const es_csv_status_changed = /** @type {(inputs: Csv_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio de estado (hora del servidor)`)
};

/**
* | output |
* | --- |
* | "Status changed (server time)" |
*
* @param {Csv_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_status_changed = /** @type {((inputs?: Csv_Status_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Status_ChangedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_status_changed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_status_changed(inputs)
	return en_csv_status_changed(inputs)
});