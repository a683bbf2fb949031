/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_CommentsInputs */

const en_csv_comments = /** @type {(inputs: Csv_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comments`)
};

/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Csv_CommentsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_comments = /** @type {((inputs?: Csv_CommentsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_CommentsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_comments", en_csv_comments));
