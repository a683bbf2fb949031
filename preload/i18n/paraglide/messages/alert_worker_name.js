/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Alert_Worker_NameInputs */

const en_alert_worker_name = /** @type {(inputs: Alert_Worker_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Worker ${i?.id}`)
};

const es_alert_worker_name = /** @type {(inputs: Alert_Worker_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trabajador ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Worker {id}" |
*
* @param {Alert_Worker_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_worker_name = /** @type {((inputs: Alert_Worker_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Worker_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_worker_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_worker_name(inputs)
	return en_alert_worker_name(inputs)
});