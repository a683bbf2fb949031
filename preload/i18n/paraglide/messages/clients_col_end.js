/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Col_EndInputs */

const en_clients_col_end = /** @type {(inputs: Clients_Col_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End`)
};

/**
* | output |
* | --- |
* | "End" |
*
* @param {Clients_Col_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_col_end = /** @type {((inputs?: Clients_Col_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Col_EndInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_col_end", en_clients_col_end));
