/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sync: NonNullable<unknown> }} Event_Shifts_Not_Stored_BodyInputs */

const en_event_shifts_not_stored_body = /** @type {(inputs: Event_Shifts_Not_Stored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`They are fetched at the next sync; press “${i?.sync}” in the status bar when online.`)
};

const es_event_shifts_not_stored_body = /** @type {(inputs: Event_Shifts_Not_Stored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llegan con la próxima sincronización; pulse «${i?.sync}» en la barra de estado cuando tenga conexión.`)
};

/**
* | output |
* | --- |
* | "They are fetched at the next sync; press “{sync}” in the status bar when online." |
*
* @param {Event_Shifts_Not_Stored_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shifts_not_stored_body = /** @type {((inputs: Event_Shifts_Not_Stored_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shifts_Not_Stored_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_shifts_not_stored_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_shifts_not_stored_body(inputs)
	return en_event_shifts_not_stored_body(inputs)
});