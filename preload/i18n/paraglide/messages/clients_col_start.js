/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Col_StartInputs */

const en_clients_col_start = /** @type {(inputs: Clients_Col_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

/**
* | output |
* | --- |
* | "Start" |
*
* @param {Clients_Col_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_col_start = /** @type {((inputs?: Clients_Col_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Col_StartInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_col_start", en_clients_col_start));
