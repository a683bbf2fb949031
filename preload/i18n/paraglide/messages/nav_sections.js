/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_SectionsInputs */

const en_nav_sections = /** @type {(inputs: Nav_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections`)
};

/**
* | output |
* | --- |
* | "Sections" |
*
* @param {Nav_SectionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_sections = /** @type {((inputs?: Nav_SectionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SectionsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_sections", en_nav_sections));
