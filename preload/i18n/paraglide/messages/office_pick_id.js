/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_Pick_IdInputs */

const en_office_pick_id = /** @type {(inputs: Office_Pick_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`id ${i?.id}`)
};

/**
* | output |
* | --- |
* | "id {id}" |
*
* @param {Office_Pick_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_pick_id = /** @type {((inputs: Office_Pick_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Pick_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_pick_id", en_office_pick_id));
