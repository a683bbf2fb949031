/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Demo_No_ExamplesInputs */

const en_demo_no_examples = /** @type {(inputs: Demo_No_ExamplesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The demo server did not list its examples (HTTP ${i?.status}).`)
};

/**
* | output |
* | --- |
* | "The demo server did not list its examples (HTTP {status})." |
*
* @param {Demo_No_ExamplesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const demo_no_examples = /** @type {((inputs: Demo_No_ExamplesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Demo_No_ExamplesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("demo_no_examples", en_demo_no_examples));
