/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_The_OrderInputs */

const en_notice_the_order = /** @type {(inputs: Notice_The_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order`)
};

/**
* | output |
* | --- |
* | "The order" |
*
* @param {Notice_The_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_the_order = /** @type {((inputs?: Notice_The_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_The_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_the_order", en_notice_the_order));
