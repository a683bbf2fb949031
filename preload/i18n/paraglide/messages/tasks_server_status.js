/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Server_StatusInputs */

const en_tasks_server_status = /** @type {(inputs: Tasks_Server_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server's status:`)
};

const es_tasks_server_status = /** @type {(inputs: Tasks_Server_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado según el servidor:`)
};

/**
* | output |
* | --- |
* | "The server's status:" |
*
* @param {Tasks_Server_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_server_status = /** @type {((inputs?: Tasks_Server_StatusInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Server_StatusInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_server_status, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_server_status(inputs)
	return en_tasks_server_status(inputs)
});