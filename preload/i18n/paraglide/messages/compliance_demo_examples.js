/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Demo_ExamplesInputs */

const en_compliance_demo_examples = /** @type {(inputs: Compliance_Demo_ExamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Examples from the demo data`)
};

/**
* | output |
* | --- |
* | "Examples from the demo data" |
*
* @param {Compliance_Demo_ExamplesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_demo_examples = /** @type {((inputs?: Compliance_Demo_ExamplesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Demo_ExamplesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_demo_examples", en_compliance_demo_examples));
