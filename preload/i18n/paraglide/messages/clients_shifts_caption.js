/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Shifts_CaptionInputs */

const en_clients_shifts_caption = /** @type {(inputs: Clients_Shifts_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shifts of order ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Shifts of order {id}" |
*
* @param {Clients_Shifts_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_shifts_caption = /** @type {((inputs: Clients_Shifts_CaptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Shifts_CaptionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_shifts_caption", en_clients_shifts_caption));
