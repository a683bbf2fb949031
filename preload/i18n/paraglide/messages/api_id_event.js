/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_EventInputs */

const en_api_id_event = /** @type {(inputs: Api_Id_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event id`)
};

const es_api_id_event = /** @type {(inputs: Api_Id_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El ID del evento`)
};

/**
* | output |
* | --- |
* | "The event id" |
*
* @param {Api_Id_EventInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_event = /** @type {((inputs?: Api_Id_EventInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_EventInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_event, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_event(inputs)
	return en_api_id_event(inputs)
});