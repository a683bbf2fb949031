/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Personnel_IdInputs */

const en_csv_personnel_id = /** @type {(inputs: Csv_Personnel_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnel ID`)
};

/**
* | output |
* | --- |
* | "Personnel ID" |
*
* @param {Csv_Personnel_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_personnel_id = /** @type {((inputs?: Csv_Personnel_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Personnel_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_personnel_id", en_csv_personnel_id));
