/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Status_NoteInputs */

const en_clients_status_note = /** @type {(inputs: Clients_Status_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service gives each order's status as a number it does not name: it is in the order's details.`)
};

const es_clients_status_note = /** @type {(inputs: Clients_Status_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio da el estado de cada pedido como un número sin nombre: está en los detalles del pedido.`)
};

/**
* | output |
* | --- |
* | "The service gives each order's status as a number it does not name: it is in the order's details." |
*
* @param {Clients_Status_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_status_note = /** @type {((inputs?: Clients_Status_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Status_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_status_note, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_status_note(inputs)
	return en_clients_status_note(inputs)
});