/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Demo_ExamplesInputs */

const en_office_demo_examples = /** @type {(inputs: Office_Demo_ExamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Examples from the demo data`)
};

/**
* | output |
* | --- |
* | "Examples from the demo data" |
*
* @param {Office_Demo_ExamplesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_demo_examples = /** @type {((inputs?: Office_Demo_ExamplesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Demo_ExamplesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_demo_examples", en_office_demo_examples));
