/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Local_IdInputs */

const en_csv_local_id = /** @type {(inputs: Csv_Local_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local ID`)
};

/**
* | output |
* | --- |
* | "Local ID" |
*
* @param {Csv_Local_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_local_id = /** @type {((inputs?: Csv_Local_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Local_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_local_id", en_csv_local_id));
