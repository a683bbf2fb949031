/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Recently_OpenedInputs */

const en_office_recently_opened = /** @type {(inputs: Office_Recently_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently opened`)
};

/**
* | output |
* | --- |
* | "Recently opened" |
*
* @param {Office_Recently_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_recently_opened = /** @type {((inputs?: Office_Recently_OpenedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Recently_OpenedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_recently_opened", en_office_recently_opened));
